// each field removed in turn: every field goes, the braces stay
@@
identifier x, fld;
expression E;
@@
  struct ops x = {
-   .fld = E,
    ...
  };
