int main() {
  int z[] = {1, 2};
  int q[2] = {1, 2};
  char *s[3] = {"a", "b"};
  int *p = 0;
}
