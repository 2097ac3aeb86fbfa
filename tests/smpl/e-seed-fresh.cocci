@@
fresh identifier a = "x";
fresh identifier tmp = "tmp_" ## a;
@@
- g(3);
+ h(tmp, a);
