// The earlier rule needs `urb', which the file has too: the header is
// read as a file of the file's unit, and the later rule inherits the
// tag its typed metavariable names from the header's structure.
@r@
identifier s, f;
@@
 struct s {
   ...
   struct urb *f;
   ...
 };

@@
identifier r.s;
struct s *p;
@@
- p->x = 0;
