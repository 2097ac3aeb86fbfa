// The prefilter: an #include pattern needs the words of the header's
// name; the rule that depends on it needs them too.
@header@
@@
#include <linux/widget.h>
@depends on header@
expression E;
@@
- widget_old(E);
+ widget_new(E);
