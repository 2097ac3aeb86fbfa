// a == b with two expressions: commeq wants a constant, so 1 == v
// matches with a = 1 as written and v == 1 as written
@@
expression a, b;
@@
- f(a == b)
+ g(a, b)
