@@
statement list SL;
@@
  while (1) {
- SL
+ step_begin();
+ SL
  }
