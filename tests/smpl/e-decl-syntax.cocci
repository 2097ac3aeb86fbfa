@@
expression E
identifier f;
@@
- f(E);
