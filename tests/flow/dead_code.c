int one() {
  a();
  return 0;
  c();
  return -1;
}

int two(int x) {
  if (x) { return 1; } else { return 2; }
  c();
  d();
  return -1;
}

int three(int x) {
  return 0;
out:
  c();
  return -1;
}
