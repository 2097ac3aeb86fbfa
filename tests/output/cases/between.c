int main() {
  int a;
  x++;

  x++;
  a = 1;

  x++;
  /* c */
  x++;
  return a;
}
