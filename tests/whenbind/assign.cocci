// `... when != x' then `x = f();': the second assignment to a follows
// one to b, not to a; the third (the second to a) does not match.
@@ expression x; @@
  ... when != x
- x = f();
