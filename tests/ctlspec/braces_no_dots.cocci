// Braces in the pattern without `...', against an unbraced branch: the
// result must stay good C (no `return b(); ;').
@@
expression e;
@@
  if (e) {
- return a();
+ return b();
  }
