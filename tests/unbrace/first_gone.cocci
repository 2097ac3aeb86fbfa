// Braces and the first statement of a branch go while the header and a
// later statement stay: the kept statement stays in place, under the
// line left where the `{' was; in a standalone block it moves out.
// A branch whose first statement is not drop() does not match.
@@
statement S;
expression E;
@@
  if (E)
- {
- drop();
  S
- }

@@
statement S;
@@
  foo();
- {
- drop();
  S
- }
