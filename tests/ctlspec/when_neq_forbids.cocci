// The path from a() to b() exists, but `when != c()' forbids it.
@@
@@
- a();
  ... when != c();
  b();
