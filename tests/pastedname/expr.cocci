// A pasted name is an expression, and an idexpression.
@@
idexpression i;
@@
- i == x
+ x == i
