// The same in a declaration printed again, and in the expression bound
// to a metavariable (its casts); g(...) is no declaration: unchanged.
@@
type T;
identifier x;
expression e;
@@
- T *x = e;
+ T *x = e;
