// Under forall, a path entering the true branch of an if that always
// leaves by return or goto is exempt (an error path), even when the
// branch holds code the dots may not cross.
@@
expression X;
@@
 f(X);
 ... when != foo()
- g(X);
+ h(X);
