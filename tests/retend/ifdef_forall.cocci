// Under forall, a return inside an #if group that would match but is
// not followed by the function's `}' fails the whole function (f5, f8:
// even their first return stays); an #if group without a return does
// not (f9 changed).
@@
identifier f;
@@
  f(...)
  {
  ...
- return;
  }
