// The header's structure has no field of that type: nothing changes.
@r@
identifier s, f;
@@
 struct s {
   ...
   long f;
   ...
 };

@@
identifier r.s, r.f;
struct s *p;
@@
- p->f = NULL;
