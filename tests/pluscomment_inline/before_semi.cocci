@@
@@
- return 0;
+ return 0 /* c */;
