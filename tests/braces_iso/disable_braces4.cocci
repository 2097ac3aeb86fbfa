// disable braces4 turns off `{ S }' for S only: `{ ... }' (braces0)
// still matches every if, so the second branch is never tried.
@r disable braces4@
statement S1, S2;
@@
(
if (...) { ... }
|
if (...) S1
- S2
)
