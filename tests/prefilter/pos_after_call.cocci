// A position after a call's `)' (`f(x)@p;') marks the call statement:
// a file without the name f is skipped.
@r@
expression e1, e2;
position p1, p3;
@@
release_mem_region@p1(e1, e2)@p3;

@@
expression r.e1, e2;
position r.p3;
@@
- release_mem_region(e1, e2)@p3;
