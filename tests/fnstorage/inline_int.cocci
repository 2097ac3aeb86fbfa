// storage classes and inline the header names must be there, the others may
@@
identifier f;
parameter list ps;
statement list sl;
@@
 inline int f(ps)
 {
+ int ret = 0;
  sl
 }
