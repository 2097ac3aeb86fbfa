// A removed declaration takes the storage class, qualifiers and
// attributes the pattern leaves optional.
@@
identifier x;
@@
- int x = 0;
