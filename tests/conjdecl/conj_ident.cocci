@@
identifier x;
expression E2;
@@
(
- x = kzalloc(E2, GFP_KERNEL)
+ x = kvzalloc(E2, GFP_KERNEL)
&
  x = kzalloc(sizeof(*x), GFP_KERNEL)
)
