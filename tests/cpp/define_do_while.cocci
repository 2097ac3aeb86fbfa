@@
@@
- foo();
+ baz();
