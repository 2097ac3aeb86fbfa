// A declaration pattern changes one declarator of a multi-declaration
// only when the others stay whole: a `+` addition after it (which
// would be added once per declarator) leaves the declaration alone,
// `++` adds it for each declarator removed, but not where a storage
// class is shared; a change on the declarator alone always applies.
@@
identifier x;
@@

- int x;
++ int y;

@@
identifier x;
@@

- char x;
+ char y;

@@
@@

long
- z
+ w
;
