// T1 named twice in one sequence is not unitary: drop_cast does not apply,
// f(x, y) and f((int)x, y) must not match (spatch 1.1.1).
@@
type T1;
expression a, b;
@@
- f((T1)a, (T1)b)
+ g(a, b)
