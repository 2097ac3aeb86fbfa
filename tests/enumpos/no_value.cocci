// A position on an enumerator's name (`- X@p,'): accepted, and the
// enumerators without a value removed, as spatch 1.1.1 (was a syntax error).
@@
identifier X;
position p;
@@
enum e { ...,
- X@p,
  ... };
