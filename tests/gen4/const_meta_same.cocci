// A metavariable bound to an integer constant matches that spelling
// again, not another spelling of its value: g(1, 0x01) is no g(C, C) nor
// g(E, E); a literal 1 in the pattern matches 1, 0x01 and 01 (spatch 1.1.1).
@@
constant C;
@@
- g(C, C);
+ gg(C);

@@
expression E;
@@
- g(E, E);
+ ge(E);

@@
@@
- h(1);
+ hh(1);
