// on a label's line before the function's closing brace (a blank line between): one step deeper than the brace
@@
expression d;
@@
- input_free_device(d);
+ input_free_device(d);
+ d = NULL;
