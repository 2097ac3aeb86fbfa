// A `when !=' before the item that binds its metavariable sees the
// value that item gives (the leading `...' starts at the function's
// start): foo(p) stays where a(p) comes before it on every path.
@@
expression x;
@@
... when != a(x)
- foo(x);
