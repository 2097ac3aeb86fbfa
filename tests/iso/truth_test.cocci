// a pointer x as a condition also matches x != NULL (not_ptr2), and
// NULL != x after it (commneq)
@@
int *x;
@@
  if (
- x
+ OK(x)
  ) g();
