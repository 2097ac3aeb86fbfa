#define OLD_LIMIT (4 * 1024)
#define OTHER 3

int limit = OLD_LIMIT;
