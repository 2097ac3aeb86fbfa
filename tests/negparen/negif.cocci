// `(E) != NULL' in a test is also the test alone (isnt_null1, the
// parentheses dropped): E is the whole `!(p->q)' (f1) or `!p->q' (f2);
// written out (f3) E is what the code's parentheses hold.
@@
expression E;
statement S1, S2;
@@
  if (
- (E) != NULL
+ ok(E)
  ) S1 else S2
