void f(int y) {
  start(y);
  y = g();
  bar(y);
}
void h(int y) {
  start(y);
  z = g();
  bar(y);
}
