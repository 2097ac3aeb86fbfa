// `when forall' on the dots of an exists rule: every path from a() must
// reach b(); f's else path does not.
@ exists @
@@
- a();
  ... when forall
  b();
