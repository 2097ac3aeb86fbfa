// A metavariable's value printed again in added code comes out on one
// line with its comments left out (spatch 1.1.1), in a function and in
// a #define's body (its backslash-newlines joined too).
@@
constant c;
expression e;
@@
- c & e
+ e & c
