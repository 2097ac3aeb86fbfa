@@
expression e;
constant c;
@@
- c & e
+ e & c
@@
type t;
expression e;
@@
(t)e
