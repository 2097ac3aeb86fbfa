// The prefilter: <+... P ...+> needs what P needs; the whole rule needs
// every name it has outside optional parts: here reset_it and clear_it.
@@
expression x;
@@
if (x) {
  <+... reset_it(x); ...+>
- clear_it(x);
}
