int one() {
  kfree(x[i]);
  a = x[i];
  x[i] = 12;
  a = x[i];
}

int two() {
  kfree(x[i]);
  x[i] = 12;
  a = x[i];
}
