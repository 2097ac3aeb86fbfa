@@
type T;
@@
- sizeof(T)
+ TYPE_SIZE(T)
