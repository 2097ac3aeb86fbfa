// A function whose local table ends with a directive after its last
// element (no comma) is parsed, so its statements match: the loop may
// run zero times, a path reaches the return without the assignment.
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
