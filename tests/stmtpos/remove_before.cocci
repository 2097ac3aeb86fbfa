// `S@p' ending a pattern (a statement metavariable with a position,
// no `;'): accepted (was a syntax error); the a() before a statement goes.
@r@
statement S;
position p;
@@
- a();
S@p
