// `A && ...`: A among the operands of a && chain, or A alone where it is
// a test: a condition (of a statement or of ?:) or an operand of && || !,
// wherever they stand, through parentheses (spatch 1.1.1).  Not A alone
// as a value (assigned, an argument, returned, an operand of &).
@r@
expression x;
position p;
@@
 x@p == NULL && ...

@@
expression r.x;
position r.p;
@@
- x@p
+ X(x)
