// A structure pattern with a body matches the outermost structure: the
// ones nested in its body go with it.
@@
identifier t;
@@
struct
- t
+ renamed
{ ... }
