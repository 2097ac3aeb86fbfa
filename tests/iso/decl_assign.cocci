// x = E; also matches the declaration T x = E;
@@
identifier x;
expression E;
@@
- x = E;
+ SET(x, E);
