// Must not match: the return sits in the else branch of an if nested in
// the then branch of another; the outer branch can fall through, the
// inner if's then branch too, so the path that returns must reach b().
@@
@@
- a();
  ...
  b();
