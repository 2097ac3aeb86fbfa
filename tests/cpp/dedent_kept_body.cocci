@@
expression E;
@@
- if (E)
  kfree(E);
