// The same for a return out of an #if group: in some execution (exists)
// the other returns are followed by the function's `}' (p1's first,
// p4's), those inside #ifdef ... #endif are not (p2, p3).
@exists@
identifier f;
@@
  f(...)
  {
  ...
- return;
  }
