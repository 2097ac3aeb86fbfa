int main() {
  foo(a);
  b = a;
  c = a;
}

int other() {
  foo(a + 1);
  if (b)
    return a + 1;
  return g(a + 1);
}
