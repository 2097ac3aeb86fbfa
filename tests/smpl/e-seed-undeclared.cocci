@@
fresh identifier x = "a" ## y;
@@
  f();
+ x();
