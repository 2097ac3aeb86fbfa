// As dep_per_place with `depends on !other': only h's if is starred
// (spatch 1.1.1).
@r@
position p1;
expression x;
statement S;
@@
x = list_entry(...)
...
if@p1 (x == NULL) S

@other@
position r.p1, q;
statement S1;
@@
... when != list_entry(...)
if@p1@q (...) S1

@depends on !other@
position r.p1;
statement S;
@@
*if@p1 (...) S
