@@
@@
- c();
...
- return -1;
