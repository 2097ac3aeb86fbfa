@@
@@
- return ...;
+ return fail();
