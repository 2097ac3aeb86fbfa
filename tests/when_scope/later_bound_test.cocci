// `when != x == NULL' with x bound by the item after the dots: a test
// of that same expression on every path keeps the call.
@@
expression x;
@@
... when != x == NULL
- foo(x);
