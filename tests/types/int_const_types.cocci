@@
int si;
long sl;
long long sll;
unsigned int ui;
unsigned long ul;
unsigned long long ull;
char c;
double d;
@@
(
- si
+ INT(si)
|
- sl
+ LONG(sl)
|
- sll
+ LONGLONG(sll)
|
- ui
+ UINT(ui)
|
- ul
+ ULONG(ul)
|
- ull
+ ULONGLONG(ull)
|
- c
+ CHAR(c)
|
- d
+ DOUBLE(d)
)
