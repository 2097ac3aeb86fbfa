#spatch --no-includes --include-headers
/* A prelude: virtual names, included patches, iso files.
   This comment spans lines. */
#include "common.cocci"
using "local.iso"
virtual org

@depends on org@
@@
* f();
