void f(int y) {
  first(g());
  foo(y);
  y = g();
  bar(y);
}
void h(int y) {
  first(k());
  foo(y);
  y = g();
  bar(y);
}
