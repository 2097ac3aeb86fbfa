// Typed expression metavariables.
@r@
type T;
typedef u8;
expression *P;
expression struct device *dev;
expression enum *en;
struct foo *fp;
struct bar b;
{int, long, unsigned long long} n;
{struct s *, union u, u8} m;
T x;
T *xp;
T **xpp;
T[] arr;
const char *[] strs;
unsigned int:4 bits;
T:w wide;
idexpression struct list_head *head;
local idexpression {int, u8} li;
constant char [] cs;
@@
  f(P, dev, en, fp, b, n, m, x, xp, xpp, arr, strs, bits, wide, head, li, cs)

@s@
type r.T;
r.T *y;
@@
  g(y)
