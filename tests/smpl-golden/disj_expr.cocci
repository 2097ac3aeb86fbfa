@@
expression E;
@@
  if (
- (E == NULL || E == 0)
+ !E
  ) return;
