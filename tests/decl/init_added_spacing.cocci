// Code added right after a name that starts with an assignment or a
// binary operator is set off by a blank: `int a = 0;`, `g(a + 1)`.
@@
identifier x;
@@
int x
+ = 0
;

@@
expression e;
@@
g(e
+ + 1
 )
