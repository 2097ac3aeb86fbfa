// A header replaced (not the function removed): the prototype gets the
// new header and keeps its `;' (a prototype whose tokens all went was
// once taken for removed, leaving the new header twice without `;').
@@
identifier f;
@@
- int f(int y)
+ long f(long y)
  { ... }
