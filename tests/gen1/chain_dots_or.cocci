// `A | ...`: the dots stand for any number of operands of a chain of |,
// none included.  A alone, A anywhere among the operands of a | chain
// (spatch 1.1.1, without the commutativity isomorphism); not A inside
// parentheses or an operand of another operator.
@r disable bitor_comm@
constant c;
position p;
@@
 x@p = c | ...;

@@
position r.p;
expression E;
@@
- x@p = E;
+ y = E;
