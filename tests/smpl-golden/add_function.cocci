@@
identifier fn = setup;
@@
  void fn(void) { ... }
+
+ void teardown(void)
+ {
+ 	undo();
+ }
