// Code put in the place of a declaration macro keeps the storage class
// and attributes the pattern does not write.
@@
declarer d;
identifier m;
@@
- d(m);
+ d(m, 1);
