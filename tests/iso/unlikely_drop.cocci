// if (e) binds e to the whole unlikely(v) as written: the unlikely
// isomorphism goes from the hint to the plain test, not back
@@
expression e;
@@
  if (
- e
+ CHK(e)
  ) g();
