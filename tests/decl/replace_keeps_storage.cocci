// Replacing the type of a declaration keeps the storage class the
// pattern leaves optional; removing the declaration removes it.
@@
identifier x;
@@
- int
+ long
  x = 1;

@@
identifier y;
@@
- char y = 2;
