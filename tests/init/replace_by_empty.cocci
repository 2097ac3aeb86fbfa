// an added {} stays on its line
// .res from spatch 1.1.1
@@
type t;
identifier x;
@@
 t x =
- {...}
+ {}
 ;
