// a statement on a label's line replaced by two: the second is indented like the next line of code, not like the label
@@
expression d;
@@
- input_free_device(d);
+ input_free_device(d);
+ d = NULL;
