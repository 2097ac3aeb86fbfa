// Code added after `#include <linux/...>' goes once, after the last
// matching include that is not under a conditional.  An include guard
// (#ifndef X, #define X) is not a conditional: what it encloses counts
// as unconditional, nested #ifdefs included (the last include is under
// #ifdef CONFIG_Y inside the guard).
@@
@@
  #include <linux/...>
+ #include <linux/gfp.h>
