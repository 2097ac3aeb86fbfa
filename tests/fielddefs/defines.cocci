// The body of a #define in the fields of a struct or union (nested,
// typedef'd, local to a function) is code patterns match, as that of a
// file's own #define; one among a function's statements, an enum's
// items or an initializer's elements is not (spatch 1.1.1).
@@
constant c;
expression e;
@@
- c & e
+ e & c
