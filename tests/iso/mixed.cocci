// a removed operand in kept code: the pattern says `- a + b == NULL`,
// the code says !a; only the operand changes
@@
expression a;
@@
  if (
- a
+ a->next
  == NULL) return 0;
