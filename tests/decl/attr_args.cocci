// An attribute name with arguments matches the same arguments; `...`
// among them stands for any.
@@
attribute name sect;
@@
 sect("fast")
-int
+long
 f1(void) { ... }

@@
attribute name sect;
@@
 sect(...)
-int
+short
 f2(void) { ... }
