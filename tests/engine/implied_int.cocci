// A pattern's `unsigned int` matches `unsigned`; `long int` only itself.
@@
identifier x;
@@
- unsigned int x;
+ u32 x;

@@
identifier y;
@@
- long int y;
+ s64 y;
