// E->fld does not match (*E).fld: spatch's standard isomorphisms have no
// such rule, and ladybug's follow them
@@
expression E;
identifier fld;
@@
- E->fld
+ GET(E, fld)
