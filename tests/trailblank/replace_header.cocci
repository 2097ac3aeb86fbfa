// an if's header replaced: its blanks stay after it, the body kept
@@
expression E;
@@
- if (E)
+ if (!E)
  g(E);
