@@
expression E, E2;
@@
(
  E = \(kzalloc\|kmalloc\)(E2, GFP_KERNEL)
&
- E = kzalloc(sizeof(*E), GFP_KERNEL)
+ E = kvzalloc(sizeof(*E), GFP_KERNEL)
)
