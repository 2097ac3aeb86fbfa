@@
expression E;
@@
  if (E) {
+ note(E);
  ...
  }
