// A function whose header a rule changes has its prototypes changed
// too, also where attributes follow its parameter list.
@@
identifier fn, a;
@@
int fn
- (int a)
+ (long a)
  __attribute__((hot))
{ ... }
