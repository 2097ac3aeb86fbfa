@@
expression E, E2;
@@
(
- E = kzalloc(E2, GFP_KERNEL)
+ E = kvzalloc(E2, GFP_KERNEL)
|
- E = kmalloc(E2, GFP_KERNEL)
+ E = kvmalloc(E2, GFP_KERNEL)
)
