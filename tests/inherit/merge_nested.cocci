@@
expression E;
@@

- (sizeof(E)/sizeof(*E))
+ ARRAY_SIZE(E)
