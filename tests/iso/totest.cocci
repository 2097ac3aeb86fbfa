// in a condition, x != NULL also matches x (isnt_null1)
@@
expression x;
statement S;
@@
  if (
- x != NULL
+ present(x)
  ) S
