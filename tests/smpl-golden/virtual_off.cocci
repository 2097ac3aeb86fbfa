// No -D: neither rule runs, the file is unchanged.
virtual fix

@depends on fix@
expression E;
@@
- old(E)
+ new(E)
