@@
identifier fn;
statement list SL;
@@
  void fn(void) {
- SL
+ todo();
  }
