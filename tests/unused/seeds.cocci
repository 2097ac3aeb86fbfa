@r@
identifier f;
position p, q;
@@
f@q();
@s@
identifier r.f;
position p2 != r.p;
position r.q, q2 != r.q;
fresh identifier g = "new_" ## f;
@@
- f@p2();
+ g();
