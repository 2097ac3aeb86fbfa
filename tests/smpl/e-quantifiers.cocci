@r exists forall@
@@
- f();
