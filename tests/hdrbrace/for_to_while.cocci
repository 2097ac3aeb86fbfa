@@
statement S;
@@
- for (;;)
+ while (1)
  S
