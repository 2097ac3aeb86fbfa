// `const T[] E`: T takes the element type as written (a typedef name),
// and a #define body knows the file's typedef names (`sizeof(Sig)`).
@ disable all @
type T;
const T[] E;
@@

- (sizeof(E)/sizeof(T))
+ ARRAY_SIZE(E)
