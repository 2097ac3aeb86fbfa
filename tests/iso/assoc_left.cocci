// (a + b) + c also matches a + b + c (plus_assoc)
@@
expression a, b, c;
@@
- f((a + b) + c)
+ g(a, b, c)
