@@
identifier fn != keep_me;
@@
- fn(NULL);
+ fn(0);
