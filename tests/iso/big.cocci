// spatch-options: --iso-limit 4
// many commutative operators: matching stays quick within the limit
@@
expression a, b, c, d, e, f, g, h;
@@
- a + b + c + d + e + f + g + h == 0
+ total_zero(a, b, c, d, e, f, g, h)
