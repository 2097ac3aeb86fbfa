// consecutive statements of a pattern match across a #define or #undef
// between them in the code
@@
@@
- start();
  step(...);
+ stop_early();
  stop();
