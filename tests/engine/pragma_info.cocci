// A pragmainfo metavariable ending a #pragma line takes the rest of the
// code's line.
// (spatch 1.1.1 leaves the line; later versions remove it, as here.)
@@
pragmainfo p;
@@
- #pragma unroll p
