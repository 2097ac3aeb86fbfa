void f6() {
  w = kzalloc(1);
  if (w == NULL) a();
  b();
}
void f7() {
  w = kzalloc(1);
  if (w) a();
  b();
}
void f8() {
  w = kzalloc(1);
  if (w == NULL) {
    a();
    c();
  }
}
void f9() {
  w = kzalloc(1);
  if (w == NULL) a(); else { b(); }
}
