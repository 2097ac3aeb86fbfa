@@
@@
- foo();
+ bar();
