void f(void) {
 static unsigned int a;
 const unsigned b;
 signed int c;
 int d;
 signed e;
}
