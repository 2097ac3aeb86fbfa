int main () {
  foo("xyz %d abc %s mno", a, b);
  foo("xyz %d", a);
}
