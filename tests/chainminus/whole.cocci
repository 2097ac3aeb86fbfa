// the whole `E->fld = E->fld | ...;' removed: the chains with and without operands go (as spatch 1.1.1)
@@
expression E;
identifier fld;
@@
- E->fld = E->fld | ...;
+ E->fld = 0;
