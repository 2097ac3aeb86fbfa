@r@
identifier f;
parameter list P;
expression list E;
@@

f(P@E) {
+ trace(E);
  ...
}
