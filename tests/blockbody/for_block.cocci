// A while loop made a for loop, its block body kept on the header's line.
@@
statement S;
expression E;
@@
- while (E) S
+ for (; E; ) S
