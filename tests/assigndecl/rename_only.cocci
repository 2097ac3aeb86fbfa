// The name replaced and the rest kept: a declaration is not renamed
// that way (spatch 1.1.1), only the assignment `q = 1;'.
@@
expression e;
identifier q;
@@
- q
+ z
  = e
