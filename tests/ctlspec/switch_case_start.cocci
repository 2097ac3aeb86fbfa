// A case body is matched by its start: `case 1: - a();' with nothing
// after it in the pattern, against a body of several statements.
@@
expression E;
@@
  switch (E) {
  case 1:
-   a();
+   aa();
  }
