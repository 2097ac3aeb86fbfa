// The same inside an if pattern's block: a() ends an inner plain block.
@@
expression x;
@@
  if (x) {
  ...
- a();
  }
