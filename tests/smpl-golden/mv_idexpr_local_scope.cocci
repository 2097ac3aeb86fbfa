@@
local idexpression int v;
@@
- v = 0;
+ v = ZERO;
