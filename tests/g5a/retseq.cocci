// `x++; return ...;': the `}' after `x++;' matches as a return in a function with
// no return (a) too; c's `x++;' is followed by `return 0;' (spatch 1.1.1)
@@
@@
x++;
- return ...;
+ done();
