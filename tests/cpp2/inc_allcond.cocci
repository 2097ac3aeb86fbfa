// Every matching include is under a conditional (#if !defined is not a
// guard): no code is added.
@@
@@
  #include <linux/...>
+ #include <linux/gfp.h>
