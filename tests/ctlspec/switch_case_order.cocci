// Each case is a successor of the switch node: the pattern lists case 2
// before case 1, the code the other way round.
@@
expression E;
@@
  switch (E) {
  case 2:
-   b();
+   bb();
    ...
  case 1:
-   a();
+   aa();
    ...
  }
