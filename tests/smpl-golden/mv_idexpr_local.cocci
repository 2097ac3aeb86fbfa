@@
local idexpression int v;
@@
- v++;
+ v += 1;
