@r@
identifier fn;
expression E;
@@
 fn(E, GFP_ATOMIC);

@@
identifier r.fn;
@@
-fn
+fn_atomic
 (...)
