@@
identifier fn != {keep_a, keep_b};
@@
- fn(NULL);
+ fn(0);
