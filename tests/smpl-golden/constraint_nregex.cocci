@@
identifier fn !~ "^keep_";
expression E;
@@
- fn(E, NULL)
+ fn(E)
