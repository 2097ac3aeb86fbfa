@@
expression E;
@@
  <... f(E) ...+>
