#spatch --int-bits 32 --long-bits 64
@@
int si;
long sl;
unsigned long ul;
@@
(
- si
+ INT(si)
|
- sl
+ LONG(sl)
|
- ul
+ ULONG(ul)
)
