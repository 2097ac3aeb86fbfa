@@
@@
+#include <linux/new.h>
 #include <linux/b.h>
