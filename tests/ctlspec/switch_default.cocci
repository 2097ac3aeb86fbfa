// default is one more case, found whatever its place.
@@
expression E;
@@
  switch (E) {
  default:
-   d();
+   dd();
    ...
  }
