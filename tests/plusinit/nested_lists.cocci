// A braced initializer written in added code, laid out as spatch 1.1.1:
// each element on a line of its own (an inner list in last place on one),
// the `}' on a line of its own (see put_written_init).
@@
@@
- foo(y);
+ int a[2][2] = { {1, 2}, {3, 4}, };
