@@
global idexpression int v;
@@
- v++;
+ v += 1;
