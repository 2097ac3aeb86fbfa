// The prefilter: a disjunction of statements needs one of its branches.
@@
expression E;
@@
(
- kmem_free(E);
+ kfree(E);
|
- vmem_release(E, 0);
+ vfree(E);
)
