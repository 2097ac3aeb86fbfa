// the whole if removed and code added in its place
@@
expression x;
@@
  x = kzalloc(...);
- if (!x)
-   return ...;
+ BUG_ON(!x);
