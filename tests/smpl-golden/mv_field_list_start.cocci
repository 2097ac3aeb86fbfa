// spatch 1.1.1 adds `int magic;` twice here (before a and before b);
// one addition at the start of the struct is the right result, written
// by hand in the .res.
@@
identifier s;
field list FL;
@@
  struct s {
+ int magic;
  FL
  };
