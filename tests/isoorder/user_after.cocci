// orup comes after pc, which turns `b + 1' around first: orup's form
// `X = Y + 1;' no longer fits, so `j |= k;' is not matched
@ using "order.iso" @
identifier a, b;
@@
- a = b + 1;
+ Z(a, b);
