// A rule that depends on a rule that cannot match does not run; one
// that depends on its absence does.
@r@
@@
zz();

@depends on r@
@@
- a();

@depends on !r@
@@
- h(x);
