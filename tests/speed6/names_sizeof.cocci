// The keyword sizeof is needed by a match of sizeof(...), not what it
// measures: sizeof(E) also matches sizeof of E's type (and `(E)' the
// code without parentheses).
@@
type T;
T[] E;
@@
- (sizeof(E)/sizeof(*E))
+ ARRAY_SIZE(E)
