// A statement metavariable printed anew (its lines joined) has its
// qualifiers first too, as spatch: `(u8 const *)' in g's call.
@@
statement S;
expression E;
@@
- if (E) S
+ if (likely(E)) S
