void f1() {
  x = kzalloc(1);
  if (x) a(); else b();
}
void f2() {
  y = kzalloc(1);
  if (!y) a(); else b();
}
void f3() {
  z = kzalloc(1);
  if (z == NULL) a(); else b();
}
void f4() {
  w = kzalloc(1);
  if (w != NULL) a(); else b();
}
void f5() {
  w = kzalloc(1);
  if (NULL == w) a(); else b();
}
void f6() {
  w = kzalloc(1);
  if (w == NULL) a();
}
void f7() {
  w = kzalloc(1);
  if (w) a();
}
