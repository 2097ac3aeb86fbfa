// Lines added before code in a #define body end with a backslash.
@@ expression e; @@
+ before(e);
  foo(e);
