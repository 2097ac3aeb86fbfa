// if (e1 != e2) A else B also matches if (e1 == e2) B else A (ne_if)
@@
expression e1, e2;
@@
  if (e1 != e2)
- a();
+ A();
  else
- b();
+ B();
