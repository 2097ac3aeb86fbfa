// `- return ...;' with added code: the explicit return is replaced, and
// on the path falling off the end the code is added before the `}'.
@@
@@
  a();
  ...
- return ...;
+ done();
