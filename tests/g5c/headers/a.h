#define SZ(x) (3 & sizeof(struct s))
static inline int g(int x) { return 3 & x; }
static inline int h(int x) { return 3 & sizeof(int); }
