// a statement after another on its line, replaced by two, the next line indented differently: the second follows the next line
@@
expression d;
@@
- input_free_device(d);
+ input_free_device(d);
+ d = NULL;
