@@
expression x;
identifier fld;
@@
(
x = alloc_nofail(...);
|
x = alloc(...);
...
-x->fld
+x->checked
)
