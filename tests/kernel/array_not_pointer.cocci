// an array (variable, field or parameter declared with []) is no
// pointer to a typed metavariable: `expression *x` does not match it
@@
expression *x;
expression f;
type T;
@@
f(...,(T)(x),...,sizeof(
- x
+ *x
   ),...)
