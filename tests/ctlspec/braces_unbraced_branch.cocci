// `if (e) { ... S }' in the pattern matches a branch without braces.
@@
expression e;
@@
  if (e) {
  ...
- return a();
+ return b();
  }
