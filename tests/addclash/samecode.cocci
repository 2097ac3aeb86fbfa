// two values of x add the same code before one return: it goes once,
// no conflict (spatch 1.1.1)
@r@
identifier x;
@@
kfree(x);

@@
identifier r.x;
@@
+ cleanup();
  return -1;
