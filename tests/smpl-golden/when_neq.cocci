@@
expression P;
@@
  P = acquire();
  ... when != release(P)
- return 0;
+ return leak(P);
