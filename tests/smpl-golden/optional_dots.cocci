// `?' on a statement inside a longer sequence: the patch applies
// whether or not the optional line is there.
@@
expression E;
@@
  E = alloc();
? memset(E, 0, 8);
  ...
- release(E);
+ free_obj(E);
