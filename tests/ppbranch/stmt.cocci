@@
@@
(
- if (x)
+ if (w)
  foo();
|
- if (y)
+ if (v)
  foo();
)

@@
@@
(
- y == 3
+ y == 5
|
- y = 3
+ y = 5
|
- y = 2
+ y = 6
)

@@
@@
(
- foo(2);
+ baz(2);
|
- foo(4);
+ baz(4);
)
