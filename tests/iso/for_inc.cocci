// for (a; b; i++) also matches for (a; b; ++i) (for_inc); the header
// is kept, so the isomorphism applies
@@
identifier i;
expression a, b;
@@
  for (a; b; i++)
- g();
+ h();
