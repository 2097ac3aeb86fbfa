typedef struct dev { int id; char *name; } dev_t;
extern char *label;
struct dev *find_dev(int id);
