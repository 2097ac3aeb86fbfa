// A conditional `?:' in added code, then `...': the dots are a
// statement, not the third operand (was a syntax error).
@@
expression E;
@@
- foo(E);
+ foo(E ? E : 1);
  ...
  return E;
