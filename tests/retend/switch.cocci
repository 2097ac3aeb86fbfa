// Among a switch's cases an #if group does not keep its returns from
// the function's `}' (s1, s2), in a loop's body it does (s3); an if
// with an else in a case still does (s4).
@exists@
identifier f;
@@
  f(...)
  {
  ...
- return;
  }
