@@
struct platform_driver I;
identifier f;
@@
I.
- remove
+ remove_new
 = f;
