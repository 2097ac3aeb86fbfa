// An inherited T (bound) matches sizeof of a type only.
@r@
type T;
position p;
@@
sizeof@p(T)

@@
type r.T;
position r.p;
@@
- sizeof@p(T)
+ SZ(T)
