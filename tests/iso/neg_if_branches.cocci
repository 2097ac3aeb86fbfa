// if (e) A else B also matches if (!e) B else A (neg_if); each branch
// keeps its own change
@@
expression e;
@@
  if (e)
- a();
+ A();
  else
- b();
+ B();
