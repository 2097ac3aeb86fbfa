// `when any': the dots may cross another a(); both a() go.
@@
@@
- a();
  ... when any
  b();
