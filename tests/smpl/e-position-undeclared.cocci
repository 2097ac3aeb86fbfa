@@
expression E;
@@
- f(E@q);
