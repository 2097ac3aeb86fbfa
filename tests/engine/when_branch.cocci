// `when != true E`: no path of the dots enters the true branch of a test
// matching E (`E || ...`: one of the test's || operands).
@@
expression p;
@@
  p = get();
  ... when != true p == NULL || ...
- use(p);
+ use_checked(p);
