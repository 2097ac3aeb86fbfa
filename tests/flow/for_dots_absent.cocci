@@
expression E;
statement S;
@@
- for (...; E; ...) S
+ while_loop(E);
