// signed int also matches signed alone (signed_int_alone; spatch matches it
// natively)
@@
identifier x;
@@
- signed int x;
+ long x;
