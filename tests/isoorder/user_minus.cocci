// nothing turns `b - 1' around, and orup has no form `X = Y - 1;':
// `a = b - 1;' matches itself only (g must not match)
@ using "order.iso" @
identifier a, b;
@@
- a = b - 1;
+ Z(a, b);
