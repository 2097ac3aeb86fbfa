// Under forall, a path through a return that would match `return E;'
// but is not followed by the function's `}' (out of an if with an
// else) fails the whole function in spatch (x1 unchanged), where an
// if without an else is an error branch (x2 changed).
@@
identifier f;
expression E;
@@
  f(...)
  {
  ...
- return E;
+ return -E;
  }
