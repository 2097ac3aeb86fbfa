// `S; ;': a statement followed by an empty one (`label:;' apart, as the
// kernel's misc/semicolon.cocci writes it).  Only functions that hold an
// empty statement are checked (g is not).
@r1@
statement S;
position p1, p;
identifier label;
@@
(
label:;
|
S@p1;@p
)

@@
position r1.p;
@@
- ;@p
