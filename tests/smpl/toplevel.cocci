// Function definitions, declarations, directives, positions, attributes.
@r@
identifier fn, x;
type T;
parameter list ps;
position p, q;
attribute name __init;
expression E;
@@
  T fn@p(ps) __init {
  ...
- return E@q;
+ return 0;
  }

@@
@@
- #include <old.h>
+ #include <new.h>
  #include "local.h"

@@
identifier r.x;
@@
- #define OLD_VALUE 1
+ #define NEW_VALUE 2
  struct s {
-   int x;
    ...
  };
