@@
expression E;
statement S;
@@
- while (E)
+ while (!E)
  S
