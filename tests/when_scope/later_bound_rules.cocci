// A second test of a pointer against NULL after a first one whose
// block returns: the second is removed unless a path from the
// function's start reaches it without the first (rule ok, with the
// inherited positions of r and x bound at p2 only).
@r@
expression *x;
position p2, p3;
@@
if (x@p3 == NULL) { ... return ...; }
...
x@p2 == NULL

@ok@
expression *x;
position any r.p3;
position r.p2;
@@
... when != x@p3 == NULL
x@p2 == NULL

@depends on !ok@
position r.p2;
expression *x;
@@
- x@p2 == NULL
+ 0
