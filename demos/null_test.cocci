// A test that dereferences the pointer it has just found to be NULL.
@@
expression E;
identifier fld;
@@
- !E && !E->fld
+ !E || !E->fld
