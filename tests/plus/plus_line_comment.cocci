@@
@@
  start();
+ if (p == NULL) return -1; // no buffer
+ for (;;) { poll(); }
  return 0;
