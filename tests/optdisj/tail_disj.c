void c1(int x) { f(x); h(x); }
void c2(int x) { f(x); g(x); }
void c3(int x) { f(x); k(); }
void c4(int x) { f(x); if (x) h(x); }
void c5(int x) { f(x); if (x) g(x); }
void c6(int x) { f(x); x = 1; }
void c7(int x) { f(x); h(x); x = 1; }
