@@
expression E;
@@
- if (E == NULL)
+ if (unlikely(!E))
  return ...;
