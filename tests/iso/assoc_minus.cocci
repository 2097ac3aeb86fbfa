// a - b - c also matches (v - w) - u (minus_assoc, both ways)
@@
expression a, b, c;
@@
- f(a - b - c)
+ g(a, b, c)
