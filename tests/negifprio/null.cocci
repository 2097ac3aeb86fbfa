@@
expression x;
statement S1, S2;
@@
  if (x == NULL)
- S1
+ first();
  else
- S2
+ second();
