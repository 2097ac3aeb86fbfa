// `sizeof(T)' matches `sizeof(E)' with E of type T (isomorphism
// sizeof_type_expr, whose T is pure) only where the rule uses T nowhere
// else: here T is also the type of E (`T[] E'), so only sizeof(int) goes.
@@
type T;
T[] E;
@@
- sizeof(E) / sizeof(T)
+ ARRAY_SIZE(E)
