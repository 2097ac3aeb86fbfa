// A trailing ... runs to the function's end, avoiding the item before it:
// only the last foo() of g; f's foo() in a branch.
@@ @@
- foo();
...
