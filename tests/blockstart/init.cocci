@@
identifier x;
@@
  struct s x = {
+ .z = 1,
  };
