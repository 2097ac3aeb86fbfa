// A nest followed by more code: its `when' holds in the branches that
// return too (f1: a use there, no match; f2: the same with `<+...'),
// while plain dots exempt such a branch (f3).  f4: no use at all.
@@
identifier x,i;
@@
(
-struct i x;
<... when != x
- memset(&x,...);
...>
cur++;
|
-struct i x;
... when != x
next++;
)
