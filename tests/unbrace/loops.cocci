// Loop and else bodies lose their braces as if branches do; a standalone
// block's statements move out to the block's indentation.
@@
statement S;
expression E;
@@
  while (E)
- {
  S
- }

@@
statement S, S2;
expression E;
@@
  if (E) S2 else
- {
  S
- }

@@
statement S;
@@
  foo();
- {
  S
- }
