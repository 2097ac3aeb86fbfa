@@
expression E;
@@
- E = kzalloc(sizeof(*E), GFP_KERNEL)
+ E = kvzalloc(sizeof(*E), GFP_KERNEL)
