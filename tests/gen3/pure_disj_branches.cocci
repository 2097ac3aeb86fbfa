// pure type T1 of drop_cast named once in each branch of a disjunction is
// unitary: (T1)a also matches a (spatch 1.1.1).
@@
type T1;
expression a;
@@
(
- f((T1)a)
+ f2(a)
|
- g((T1)a)
+ g2(a)
)
