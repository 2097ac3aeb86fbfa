// An added `if' header under `#ifdef' before a kept statement: the
// directives start their lines, the kept statement is the body, one step
// deeper.
@@
@@
+ #ifdef CONFIG_X
+ if (ok)
+ #endif
  do_it(...);
