// `return ...;' after a first item `a();' matches the end of a function with no
// return (f) too (spatch 1.1.1)
@@
@@
a();
...
- return ...;
+ done();
