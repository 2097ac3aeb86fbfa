// A position bound at the implicit return, inherited: the second rule adds
// code before the explicit return and before the closing brace of f.
@r@
position p;
@@
  a();
  ...
  return@p ...;

@@
position r.p;
@@
+ done();
  return@p ...;
