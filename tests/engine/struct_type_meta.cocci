// `T { ... }`: a type metavariable names a structure definition; a later
// rule's `r.T *a` takes only expressions of that structure type.
@r@
type T;
identifier X;
@@
T {
  ...
  struct list X;
  ...
};

@@
r.T *a;
identifier r.X;
@@
- f(a->X);
