// The error branch ends the path's obligations: the c() inside it does not
// break `when != c()' (f), while a c() on the path to b() does (g).
@@
@@
- a();
  ... when != c();
  b();
