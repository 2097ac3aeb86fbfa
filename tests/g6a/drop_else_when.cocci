// drop_else (`pure statement S2'): S named again in a `when' of the
// code around is named twice, so `else S' needs an else (spatch
// 1.1.1: a() unchanged, b() changed).
@@
statement S;
@@
 if (...) { ...
- return ...;
+ return -1;
 } else S
 ... when != S
 return 0;
