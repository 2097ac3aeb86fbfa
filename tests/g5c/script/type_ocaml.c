int const *a[2];
struct q { int z; } b;
void (*c)(char const *s, int);
