// A position on the name of an enumerator with a value (`- X@p = 1,').
@@
identifier X;
position p;
@@
enum e { ...,
- X@p = 1,
  ... };
