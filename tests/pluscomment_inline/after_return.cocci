@@
@@
- return 0;
+ return /* c */ 0;
