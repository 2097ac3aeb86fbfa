// A statement pattern matches the statements of a macro whose body is a
// statement (do ... while (0), a block), and of a function, but not those
// of a GNU statement expression, in a macro or in a function: they are
// part of an expression, with no node in the control flow.
@@
@@
- g();
+ k();
