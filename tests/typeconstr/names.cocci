// In a type constraint a single name SmPL does not know as a type (u8,
// uint: neither a C keyword nor size_t, ssize_t, ptrdiff_t, nor declared
// `typedef' in the rule) stands for no type (spatch 1.1.1): only size_t
// and struct foo are taken.
@@
type T = {size_t, u8, struct foo, uint};
identifier x;
expression E;
@@
- T x = E;
