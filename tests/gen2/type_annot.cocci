// A type metavariable takes along the names the macro file erases
// (`__user`, `__iomem`) between the type and its `*`: T is
// `__u32 __user`, `void __iomem`, and so is printed again (only before
// a `*`: `int __init h(void)` keeps no annotation in a type).
@@
type T;
expression e;
@@
- (T *) e
+ CAST(T, e)

@@
type T;
identifier x;
expression E;
@@
- T *x = E;
+ T *x = CAST(T, E);

@@
type T;
identifier x, f;
@@
 f(...,
- T *x
+ T **x
 ,...) {...}
