// A metavariable's expression removed and added again is printed again
// on one line, also when it holds a word the parser skips (`__user' in
// a cast).  A conditional with another third operand does not match.
@@
expression E1, E2;
@@
(
- E1 ? E2 : 0
+ E1 && E2
|
- !E1 ? 0 : E2
+ E1 && E2
)
