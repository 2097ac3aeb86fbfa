// A metavariable that a `when' of leading dots names is bound there:
// the dots avoid the code after them with that value only, so g(b)
// after g(a) matches too.
@@ identifier i; @@
  ... when != i
- g(i);
