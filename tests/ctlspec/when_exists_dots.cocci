// `when exists' on one `...' of a forall rule: one path to b() suffices.
@@
@@
- a();
  ... when exists
  b();
