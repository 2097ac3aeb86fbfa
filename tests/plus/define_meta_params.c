int before;
#define SHIFT(val)     (val<<4)
int middle;
#define TWO(a, b)      (a + b)
#define KEEP(a)        (a)
