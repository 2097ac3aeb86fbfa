@@
expression E;
statement S;
@@
- if (E && 1)
+ if (E)
  S
