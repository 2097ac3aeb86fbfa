// A fresh identifier's seed pastes identifier metavariables, also one
// inherited from an earlier rule (declared `identifier r.f;', or written
// `r.f' in the seed); functions that rule did not match keep their
// calls.
@r@
identifier f;
@@
f(3)

@@
identifier r.f;
fresh identifier tmp = "saved_" ## f;
@@
- f(3);
+ tmp(3);

@@
fresh identifier tmp2 = r.f ## "_2";
@@
- h(4);
+ tmp2(4);
