void f(int y) {
  foo(y);
  y = g();
  bar(y);
}
void h(int y) {
  foo(y);
  other(y);
  bar(y);
}
void k(int y, int z) {
  foo(y);
  z = g();
  bar(y);
}
