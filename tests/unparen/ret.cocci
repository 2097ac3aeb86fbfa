// Parens removed around a kept expression: where the `(' touched the
// token before it, a blank takes its place (`return(-E)' is `return -E').
@@
identifier i;
constant c;
expression x;
@@
(
return
- (
    \(i\|-i\|i(...)\|c\)
- )
  ;
|
x =
- (
 i
- )
 ;
)
