int main() {
  while (1) {
    x = 12;
    do {
      x = 15;
      if (x > 1) {
        foo();
        break;
      }
    } while (a);
    if (y) {
      foo();
      break;
    }
  }
}
