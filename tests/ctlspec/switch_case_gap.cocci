// Other cases may lie between the ones the pattern names.
@@
expression E;
@@
  switch (E) {
  case 1:
-   a();
+   aa();
    ...
  case 3:
-   c();
+   cc();
    ...
  }
