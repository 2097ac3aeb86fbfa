@@
expression e;
constant c;
@@
- c & e
+ e & c
@@
type t;
@@
sizeof(t)
