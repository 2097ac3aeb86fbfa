// An expression printed again keeps a cast's operand unary: `(char)-1',
// `(u8 *)&x' (a name and stars in parentheses is a type), `(int)*p';
// `(a) - 1', `(a) & b' and, as spatch has it, `(u32) - a' stay binary.
@@
expression E;
@@
- g(E);
+ h(E);
