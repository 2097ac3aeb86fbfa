// Code added before `#include <linux/...>' goes once, before the first
// matching include not under a conditional.  Inside an include guard no
// conditional counts: the first is the one under #ifdef X.
@@
@@
+ #include <linux/gfp.h>
  #include <linux/...>
