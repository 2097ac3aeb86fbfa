// Code added next to a named header goes at every include of it, under
// a conditional or not.
@@
@@
  #include <linux/slab.h>
+ #include <linux/gfp.h>
