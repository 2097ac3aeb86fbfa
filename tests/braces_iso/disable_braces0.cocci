// disable braces0: `{ ... }' matches braced branches only; the second
// branch removes what follows an unbraced if.
@r disable braces0@
statement S1, S2;
@@
(
if (...) { ... }
|
if (...) S1
- S2
)
