@r@
position p;
@@
  foo@p(...);

@@
position r.p;
@@
- foo@p(1);
+ bar(1);
