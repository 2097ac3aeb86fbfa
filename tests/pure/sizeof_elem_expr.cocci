// T used once: sizeof(T) also matches sizeof(aq[0]), an expression of
// some type.
@@
type T;
expression E;
@@
- sizeof(E) / sizeof(T)
+ ARRAY_SIZE(E)
