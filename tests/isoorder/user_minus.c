void f(void) { int j; j = k - 1; }
void g(void) { int j; j |= k; }
