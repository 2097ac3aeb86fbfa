// Rule r's places p1 are merged into one inherited set; `depends on
// other' is decided for each of them (spatch 1.1.1): other holds at the
// ifs of f and g (a path from the start avoids list_entry), not at h's,
// so only those are starred.  The rule other is exists: the semantic
// patch is in context mode.
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

@depends on other@
position r.p1;
statement S;
@@
*if@p1 (...) S
