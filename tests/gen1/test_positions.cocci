// Isomorphisms on tests (X != NULL => X) apply wherever a value is a test:
// a condition of a statement or of ?:, an operand of && || or !, inside
// parentheses that are a test -- also outside any condition (spatch
// 1.1.1).  Not a value assigned, passed, returned, or an operand of &.
@r@
expression x;
position p;
@@
 x@p != NULL

@@
expression r.x;
position r.p;
@@
- x@p
+ T(x)
