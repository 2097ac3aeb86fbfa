// Only the value replaced: the declarator kept.
@@
expression e;
identifier q;
@@
 q =
- e
+ NULL
