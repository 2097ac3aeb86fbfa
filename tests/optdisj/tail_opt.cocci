// `... ?B' ending the pattern: B where it is, or the dots run to the
// function's end.
@@
expression n;
@@
- f(n);
  ... when != n
? g(n);
