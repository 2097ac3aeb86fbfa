int one() {
  kfree(p);
  list_for_each(p, q)
    g(p);
  h(p);
}

int two() {
  kfree(p);
  x = 1;
  h(p);
}

int three() {
  kfree(p);
  while (q)
    f(q);
  h(p);
}
