// a position on a token that an isomorphism drops keeps the pattern as
// written (==@p: !x does not match); one on a token it keeps is bound
// through it (if@q with drop_else) and usable by a later rule
@@
expression x;
position p;
@@
- x ==@p NULL
+ IS_NULL(x)

@r@
expression E;
position q;
statement S1, S2;
@@
if@q (E) S1 else S2

@@
position r.q;
statement S;
expression E;
@@
- if@q (E) S
+ if (likely(E)) S
