@@
expression X, Y;
@@
  g();
+ f(Y, 0);
  ...
  f(X, Y);
