// forall, even with `when strict': a path that goes round a loop for
// ever owes nothing; every path that leaves f's loop reaches b().  In g
// the loop made by the goto passes c() itself, which ends the path: no
// match there.
@@
@@
- c();
  ... when strict
  b();
