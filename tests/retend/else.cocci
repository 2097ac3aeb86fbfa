// `return;' before a function's `}': spatch sees no return out of a
// branch of an if that has an else (at any depth, `else if' too) as
// followed by that `}', so the function does not match (f5, u1, u2, u3,
// u5, u6); returns out of an if without an else, a block, a loop or a
// switch case do (f1..f4, f6, u4), and so does one after the if (u7).
@@
identifier f;
@@
  f(...)
  {
  ...
- return;
  }
