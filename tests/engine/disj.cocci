@@
expression E;
@@
(
-kmalloc(E, GFP_ATOMIC)
+kmalloc(E, GFP_KERNEL)
|
-kzalloc(E, GFP_ATOMIC)
+kzalloc(E, GFP_KERNEL)
)
