// a position after the `;` ending a statement (`;@p`) binds to that `;`,
// and a later rule can remove the `;` at that position
@r1@
statement S;
position p;
@@
S
;@p

@depends on r1@
position r1.p;
@@
-;@p
