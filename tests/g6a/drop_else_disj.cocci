// drop_else (`pure statement S2'): S named in another branch of the
// disjunction still counts once on each path, so `else S' also stands
// for no else (spatch 1.1.1; gallery clkput).
@@
statement S;
@@
(
 if (x) S
|
 if (...) { ...
- return ...;
+ return -1;
 } else S
)
