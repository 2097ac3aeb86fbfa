#spatch --no-includes --include-headers
/* A prelude: virtual names, included patches, iso files.
   This comment spans lines. */
#include "common.inc"
using "local.iso"
virtual org

@depends on org && common_rule@
@@
* f();

@@
identifier common_rule.f;
@@
- f(1);
