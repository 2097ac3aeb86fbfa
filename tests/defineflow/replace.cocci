// Removed lines of a #define body replaced by several: the new lines
// are continued, the define still ends where it ended.
@@ expression e; @@
- foo(e);
- bar(e);
+ foo2(e);
+ bar2(e);
