void d1(int x) { f(x); if (y) x = 1; }
void d2(int x) { f(x); if (y) h(x); }
void d3(int x) { f(x); if (x) h(); }
void d4(int x) { f(x); k(); }
