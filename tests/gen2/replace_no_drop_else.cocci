// drop_else does not apply when the if's header is removed and code
// added in its place: only the if with an else matches.
@@
expression x;
statement S1, S2;
@@
  x = take(...);
- if (x)
+ if (check(x))
  S1 else S2
