// The same for a while loop's body.
@@
statement S;
expression E;
@@
- while (E) S
+ while (likely(E)) S
