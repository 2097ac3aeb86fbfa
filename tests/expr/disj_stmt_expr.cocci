// A disjunction of a statement and an expression among statements: the
// expression branch is found inside a statement, as an expression item
// is, in a block and as the lone branch of an if or a loop.
@r1@
identifier f = done;
position p;
@@
(
foo(f@p);
|
f@p(...)
)

@@
position r1.p;
identifier f;
@@
- f@p
+ finish
  (...)
