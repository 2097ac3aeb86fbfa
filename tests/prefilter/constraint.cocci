// The prefilter: `identifier f = {a, b}` needs a or b.
@@
identifier f = {acl_alloc, acl_clone};
expression E;
@@
- f(E, 0)
+ f(E)
