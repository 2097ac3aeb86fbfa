// a disjunction inside a statement's pattern: at one node, a match through a later branch is dropped where a match through an earlier branch exists, whatever it binds: m5, m12 and m13 each have an element matching `0' or `sizeof(...)' and change nothing; m9, m11 and m8 change their elements
@@
constant c;
identifier x;
type T;
T[] b;
@@
struct m x[...] = {...,
  { .buf = b, .len =
(
0
|
  sizeof (...)
|
- c
+ sizeof(b)
)
  } ,...};
