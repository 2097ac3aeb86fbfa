// A type and an identifier bound by the first rule, both inherited.
@r@
identifier v;
type T;
@@
  T v = lookup(...);

@@
identifier r.v;
type r.T;
@@
- check(v);
+ check_found(v, sizeof(T));
