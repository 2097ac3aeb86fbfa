// A fresh identifier whose script fails where the rule matches.
@r@
@@
- return 0;
+ return 1;

@s@
identifier f;
fresh identifier z = script:python(f) { nope + f };
@@
- kfree(f);
+ z(f);
