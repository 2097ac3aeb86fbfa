// int nm[...]; also matches int u[]; (no size), and not int w; (spatch 1.1.1)
@@
identifier nm;
@@
- int nm[...];
