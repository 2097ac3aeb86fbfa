int main () {
  foo("one two %d");
  foo("one %d two");
  foo("a %5.2lf b", x);
  foo("a %% b %d");
  foo("a %s b %d", s, n);
  foo("plain");
}
