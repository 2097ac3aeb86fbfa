// (T)e with T a type metavariable named once also matches e (drop_cast)
@@
expression e;
type T;
@@
- f((T)e)
+ g(e)
