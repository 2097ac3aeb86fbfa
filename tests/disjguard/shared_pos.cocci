// A position (or other metavariable) first met in one branch of a
// disjunction after `...' is new in the other branches too: the dots
// stop at the first node where any branch matches, with any value, so
// only c(1) is removed, not b(2) after it.
@@
expression y;
position p;
@@
  a();
  ...
(
- b@p(y);
|
- c@p(y);
)
