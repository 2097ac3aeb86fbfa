int main () {
  static int z;
  static int w;
  if (12) f(k, 4 + 3);
  g(4 + 3, k);
  g(3 + 4, k);
  g(4 + 3, j);
}
