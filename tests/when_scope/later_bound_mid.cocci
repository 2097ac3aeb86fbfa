// The same after a first item: b(); ... when != a(x) foo(x).
@@
expression x;
@@
b();
... when != a(x)
- foo(x);
