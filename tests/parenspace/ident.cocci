@@
@@
- foo
+ bar
