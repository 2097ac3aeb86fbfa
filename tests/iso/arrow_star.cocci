// E->fld <=> (*E).fld (arrow_star, a ladybug isomorphism that spatch's
// standard.iso lacks; this .res is ladybug's, checked by hand)
@@
expression E;
identifier fld;
@@
- E->fld
+ GET(E, fld)
