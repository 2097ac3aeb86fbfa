#include "no-such-file.cocci"

@@
@@
- f();
