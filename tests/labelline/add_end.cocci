// code added after a statement on a label's line that ends the function: one step deeper than the closing brace
@@
expression d;
@@
 input_free_device(d);
+d = NULL;
