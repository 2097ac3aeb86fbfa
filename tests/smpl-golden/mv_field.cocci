@@
identifier s;
field F;
@@
  struct s {
  ...
- F
  ...
  };
