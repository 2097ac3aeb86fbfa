// Removing the first, a middle, the last or the only item of an enum,
// parameter or argument list: the commas left are right; in braces (an
// enum) the comma before a removed last item stays, as spatch leaves it.
@@
identifier e;
@@
enum e { ...,
- C,
  ... };

@@
identifier f;
type T;
@@
T f(...,
- int c,
  ...);

@@
@@
h(...,
- c,
  ...)

@@
identifier s;
@@
struct s s = {
- .c = 2,
};
