// code added after the if leaves S2 pure: drop_else applies; the replaced
// test blocks the negation (spatch 1.1.1).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (
- x == NULL
+ !x
 ) S1 else S2
+ foo();
