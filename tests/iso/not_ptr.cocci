// !x also matches x == NULL and x == 0 (not_ptr1, not_int1)
@@
expression x;
@@
- !x
+ is_empty(x)
