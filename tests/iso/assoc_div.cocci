// (a * b) / c also matches v * w / u (times_div_assoc1) and
// w * v / u (mult_comm inside)
@@
expression a, b, c;
@@
- f((a * b) / c)
+ g(a, b, c)
