// A braced initializer written in added code, laid out as spatch 1.1.1:
// each element on a line of its own (a designated inner list on one),
// the `}' on a line of its own (see put_written_init).
@@
@@
- foo(y);
+ bar((struct s){ 1, 2 });
