// The same with code added among the block's statements.
@@
expression ret;
@@
if (...) { ... a();
+ b();
  ... return ret; }
