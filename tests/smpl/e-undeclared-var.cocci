@r@
identifier f;
@@
  f();

@@
identifier r.g;
@@
- g();
