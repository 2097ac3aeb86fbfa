@@
identifier f,a;
@@

int f
- (int a)
+ (long a)
  __attribute__((attr))
{...}
