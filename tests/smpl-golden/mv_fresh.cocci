@r@
identifier fn;
@@
  fn(...) { ... }

@@
identifier r.fn;
fresh identifier tmp = "saved_" ## fn;
expression E;
@@
  fn(...) {
  <...
- E = compute();
+ int tmp = compute();
+ E = tmp;
  ...>
  }
