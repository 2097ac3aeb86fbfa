@@
identifier fn;
expression E;
@@
- fn(E, 0)
+ fn(E)
