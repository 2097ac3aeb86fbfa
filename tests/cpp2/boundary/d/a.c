void f(int *x) { kfree(x); }
int g(void) { return 0; }
