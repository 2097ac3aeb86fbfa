// an if with else in a sequence after a bare expression item matches an
// if without else (drop_else) and a test written x (isnt_null1)
@@
expression x, n;
statement S;
@@
- x = get(n)
+ x = get_zeroed(n)
  ...
  if (x != NULL) {
    ...
-   clear(x, n);
    ...
  } else S
