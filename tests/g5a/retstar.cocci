// `- return ...;' alone (`+ done();'): the `}' ending a function is a return only in a
// function that holds one (b); a, d, e (no return) must not match (spatch 1.1.1; its
// `* return ...;' stars the same places)
@@
@@
- return ...;
+ done();
