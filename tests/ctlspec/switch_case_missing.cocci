// Must not match: the code has no case 3.
@@
expression E;
@@
  switch (E) {
  case 1:
-   a();
+   aa();
    ...
  case 3:
    ...
  }
