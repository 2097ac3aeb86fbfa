// neg_if with the test kept and a branch replaced: !(x == NULL) is x and
// x != NULL; drop_else of a replaced branch does not apply (not pure).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (x == NULL)
- S1
+ foo();
 else S2
