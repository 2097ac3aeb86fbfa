@@
expression E;
statement S;
@@
- while (E) S
+ while (!E) S
