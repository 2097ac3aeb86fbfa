// A position an earlier rule bound at the end of a function without a
// return (the implicit return): a later rule whose first item is
// `return@p ...;' matches there, though `return ...;' alone matches a
// function's end only where the function also holds a return.
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

@@
@@
+ never();
  return ...;
