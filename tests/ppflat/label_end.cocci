// An #if group whose branch ends with a label (the label's statement lies
// after the #endif) does not bracket whole statements: as spatch, every
// #if line of that function is then no node, the code of all branches
// runs in sequence, so no path skips `r = f();' in a() or c().  In b()
// the label labels a statement inside the group: the groups are
// alternatives, a path skips the assignment.
@exists@
type T;
identifier r;
constant C;
@@
- T r = C;
  ... when != r
      when strict
  return
- r
+ C
  ;
