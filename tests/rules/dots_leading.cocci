// A leading ... runs from the function's start: the first foo() on
// every path (none in f, whose else path has none).
@@ @@
...
- foo();
