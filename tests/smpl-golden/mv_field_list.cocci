@@
identifier s;
field list FL;
@@
  struct s {
  FL
+ int magic;
  };
