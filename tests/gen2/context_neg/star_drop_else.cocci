// drop_else (`if (E) S1 else S2 => if (E) S1`, S2 pure) applies when the
// header is starred and S1 else S2 are context (a starred token is only
// reported), and after neg_if: `if (x == NULL) S1 else S2` also matches
// `if (x) S` and `if (!x) S` without else (replace_no_drop_else: not
// when the header is removed and replaced).
@@
expression x;
statement S1, S2;
@@
  x = get(...);
* if (x == NULL)
  S1 else S2

