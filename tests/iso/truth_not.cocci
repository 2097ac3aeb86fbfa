// !x also matches x == NULL and x == 0 for a pointer (not_ptr1),
// !y x == 0 for an integer (not_int1), and the constant first (commeq
// chained after them)
@@
int *x;
int y;
@@
(
- !x
+ NOTP(x)
|
- !y
+ NOTI(y)
)
