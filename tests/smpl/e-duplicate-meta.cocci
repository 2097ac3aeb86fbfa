@@
identifier x;
expression x;
@@
- f(x);
