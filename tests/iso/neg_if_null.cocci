// if (e == NULL) A else B also matches if (!e) ..., and, negated by
// neg_if, if (e) B else A, if (e != NULL) B else A and NULL != e
@@
expression e;
@@
  if (e == NULL)
- a();
+ A();
  else
- b();
+ B();
