// The same in an array's initializer.
@@
identifier x;
@@
int x[] = {
+ 0,
  1,
  ...
};
