// Inherited and virtual metavariables.
virtual fname

@r@
identifier f;
expression E;
position p;
@@
  f(E)@p

@s@
identifier r.f;
expression r.E;
position any r.p;
identifier virtual.fname;
@@
- f(E)@p
+ fname(E)
