// Added code that ends in a comma gets a blank before the kept argument
// after it on the same line (`g(a,b)' -> `g(a, b)'), not before one on
// the next line; a kept comma keeps what followed it (second rule).
@@
expression E;
@@
- f(E,
+ g(E,
  ...)

@@
expression E;
@@
- k(E
+ m(E
  ,...)
