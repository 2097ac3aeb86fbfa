// after a statement on a `case' line that ends the switch: one step deeper than the switch's brace
@@
expression d;
@@
 input_free_device(d);
+d = NULL;
