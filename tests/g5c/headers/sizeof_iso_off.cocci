@@
expression e;
constant c;
@@
- c & e
+ e & c
@disable sizeof_type_expr@
type t;
@@
sizeof(t)
