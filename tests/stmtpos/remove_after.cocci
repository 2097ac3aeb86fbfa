// `- S@p' ending a pattern: the statement after a() is removed (the
// position kept for a later rule); it was a syntax error.
@r@
statement S;
position p;
@@
a();
- S@p
