#define one(a) g(a)
#define two(a) g(b)
#define three(a, b) (g(b) + a)
int f(int a) { return g(a) + g(c); }
