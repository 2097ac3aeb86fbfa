int main() {
  int y[3];
  int z[] = {1, 2};
  int w[] = {[1] = 2};
}
