@@
expression E;
@@
+ foo();
  return E;
