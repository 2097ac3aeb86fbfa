// Code added after `S1 else S2' where drop_else leaves out the else (no
// else in the code): it goes after the whole if, also when the if ends in
// a block's `}' (f8), and with the test negated (f7, neg_if).
@@
expression x;
statement S1, S2;
@@

x = kzalloc(...);
if (x == NULL) S1 else S2
+ foo();
