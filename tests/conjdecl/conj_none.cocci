@@
expression E, E2;
@@
(
- E = kzalloc(E2, GFP_KERNEL)
+ E = kvzalloc(E2, GFP_KERNEL)
&
  E = kzalloc(sizeof(int), GFP_KERNEL)
)
