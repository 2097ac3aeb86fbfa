// must keep: a statement alone on its line, oddly indented before a brace: the added line is indented like it
@@
expression d;
@@
 input_free_device(d);
+d = NULL;
