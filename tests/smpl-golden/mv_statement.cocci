@@
expression E;
statement S;
@@
- if (E) S else S
+ S
