// an if removed whole: neg_if, the tests and drop_else all apply (spatch 1.1.1).
@@
expression x;
statement S1, S2;
@@

- x = kzalloc(...);
- if (x == NULL) S1 else S2
