// The same with `when forall' and a branch that is a statement: each
// path from f(n) reaches n = 1 or the end without using n.
@@
expression n;
statement S;
@@
- f(n);
  ... when != n
      when forall
(
  n = 1;
|
? if (n) S
)
