@@
identifier f;
fresh identifier g = "wrapped_" ## f;
@@
- f();
+ g();
