// A typed metavariable makes spatch read the file's headers as files of
// its unit: a later rule inherits what an earlier one bound in them.
@r@
identifier s, f;
type T;
@@
 struct s {
   ...
   T *f;
   ...
 };

@@
identifier r.s, r.f;
struct s *p;
@@
- p->f = NULL;
