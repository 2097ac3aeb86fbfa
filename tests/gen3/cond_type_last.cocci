// the type of c ? a : b is the type of b, whatever a's (spatch 1.1.1): an array
// typed metavariable T[] b takes s ? p : ba, not s ? ba : p (must not match).
@@
type T;
T[] b;
constant c;
@@
- f(b, c)
+ f(b, sizeof(b))
