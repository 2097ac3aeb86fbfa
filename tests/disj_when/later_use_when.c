void f(int y) {
  foo(y);
  y = g();
  bar(y);
  last(h());
}
void h(int y) {
  foo(y);
  y = g();
  bar(y);
  last(g());
}
