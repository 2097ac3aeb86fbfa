// `when = S': every statement the dots cross must match S.
@@
@@
- a();
  ... when = c();
  b();
