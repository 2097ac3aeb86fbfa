@@
@@

while (...) {
  <...
  foo();
+ bar();
  break;
  ...>
}
