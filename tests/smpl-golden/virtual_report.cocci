// spatch-options: -D report
virtual fix
virtual report

@depends on fix@
expression E;
@@
- old(E)
+ new(E)

@depends on report@
expression E;
@@
* old(E)
