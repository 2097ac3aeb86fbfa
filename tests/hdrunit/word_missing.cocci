// The earlier rule needs `urb', which only the header has: the file
// cannot match (the later rule inherits the tag its typed metavariable
// names), so it is not processed, nor are its headers.
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
