@@
typedef u32;
identifier x;
@@
- u32 x;
+ unsigned int x;
