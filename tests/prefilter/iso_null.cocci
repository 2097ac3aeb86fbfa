// The prefilter: a name that an isomorphism can make disappear (NULL in
// `x == NULL`, which also matches `!x`) is not needed.
@@
expression x;
@@
- if (x == NULL) free_it(x);
+ free_it_safe(x);
