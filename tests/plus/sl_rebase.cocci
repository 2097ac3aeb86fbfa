@@
statement list SL;
@@
  f(...) {
- SL
+ step_begin();
+ if (ready()) {
+ SL
+ }
  }
