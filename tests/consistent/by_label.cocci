// Consistency is per binding: b: is changed for l = b and reached from
// the start by the fall-through after a:, a path that passes only a
// start of l = a; spatch refuses the whole function, the file stays.
@@
identifier l;
@@
- goto l;
+ goto out_fail;
  ...
- l:
+ out_fail:
