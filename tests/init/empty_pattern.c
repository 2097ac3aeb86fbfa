int main() {
  struct foo x = {};
  struct foo x = {0};
  struct foo x = {.a = 0, 5};
  struct foo x = {.a = 0};
  int y[] = {[1] = 2, [3] = 4};
}
