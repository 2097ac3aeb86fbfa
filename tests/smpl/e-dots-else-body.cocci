@@
expression E;
@@
  if (E) g(1); else
  ...
