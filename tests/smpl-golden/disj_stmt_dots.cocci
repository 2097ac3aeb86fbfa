@@
expression E;
@@
  E = get();
  ...
(
  return E;
|
- put(E);
+ put_checked(E);
)
