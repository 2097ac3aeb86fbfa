// No metavariable needs types: the headers are not read, and only the
// file's own structure binds.
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
identifier r.f;
expression p;
@@
- p->f = NULL;
