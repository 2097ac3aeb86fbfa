// 0 as an argument also matches '\0' (zero_multiple_format)
@@
expression e;
@@
- f(e, 0)
+ g(e)
