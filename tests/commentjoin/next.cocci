// A removed line's trailing comment joins the end of the line before:
// after a space when the code after it is a declaration (f1, f2), glued
// otherwise (f3, f4), as spatch.  f5's declaration has an initializer
// and `int c;' names no metavariable: it is not matched.
@@
@@
- int c;
