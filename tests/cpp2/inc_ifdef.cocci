// `#include <linux/...>' with added code: includes under #ifdef (not a
// guard: #ifndef A followed by #define B) are passed over, so the code
// goes after linux/kernel.h, the last unconditional one.
@@
@@
  #include <linux/...>
+ #include <linux/gfp.h>
