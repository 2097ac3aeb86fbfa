// Attributes among the specifiers match in any order, and an attribute
// name before `(*` is no macro call: `__attr (*fp)(int)`.
@@
attribute name __hot;
identifier x;
@@
- int
+ long
  __hot x;

@@
attribute name __hot;
identifier f, y;
@@
  void f(
- int
+ short
  __hot (*y) (int)
  ) {...}

@@
attribute name __hot;
expression e;
@@
  (
- char
+ long
  __hot ) e
