virtual patch
@r depends on patch@
expression E;
identifier f;
@@
- kfree(E);
+ kfree_sensitive(E);
...
* f(E)
