// the last operand of ?: decides its type also when it is unknown (a call of an
// undeclared function: no match) or 0 (no array).
@@
type T;
T[] b;
constant c;
@@
- f(b, c)
+ f(b, sizeof(b))
