// `...' inside a case runs to the break, then `...' after the switch
// reaches the code after it.
@@
expression E;
@@
  switch (E) {
  case 2:
    ...
-   b();
    break;
  }
  ...
  z();
