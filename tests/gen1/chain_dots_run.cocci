// `A | B | ...`: a run of a | chain from its first operand, any operands
// after it; not a run in the middle of the chain (spatch 1.1.1).
@r disable bitor_comm@
constant c;
position p;
@@
 x@p = c | cc1 | ...;

@@
position r.p;
expression E;
@@
- x@p = E;
+ y = E;
