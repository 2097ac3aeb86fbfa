@@
expression E;
statement S;
@@
  while (
- E
+ !E
  ) S
