// spatch-options: -D fix
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
