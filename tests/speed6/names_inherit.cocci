// The value of an inherited expression: only code spelling its names is
// searched.  `E == NULL' also matches `!E' and `E != NULL' matches `E'
// in a test (the NULL is not needed); other pointers do not match.
@r@
expression E;
@@
kfree(E);

@@
expression r.E;
@@
(
- E == NULL
+ is_null(E)
|
- E != NULL
+ non_null(E)
)
