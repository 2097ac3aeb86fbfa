// A position written after a keyword (if@p) binds that keyword's
// place; a later rule finds the statement by it.
@r@
position p;
expression E;
@@
if@p (E == NULL) return ...;

@@
position r.p;
statement S;
@@
- if@p (...) S
