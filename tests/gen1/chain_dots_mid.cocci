// `A | ... | B`: B the last operand of a | chain, A its first or any
// operand before B, or A | B alone (spatch 1.1.1).
@r disable bitor_comm@
constant c;
position p;
@@
 x@p = c | ... | cc2;

@@
position r.p;
expression E;
@@
- x@p = E;
+ y = E;
