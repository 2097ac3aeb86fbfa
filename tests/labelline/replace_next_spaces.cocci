// the same where the next line is indented with spaces: its indentation is taken as it is
@@
expression d;
@@
- input_free_device(d);
+ input_free_device(d);
+ d = NULL;
