// two values of an inherited x add different code before one return:
// spatch 1.1.1 fails ("already tagged token") and leaves the file as it was
@r@
identifier x;
@@
kfree(x);

@@
identifier r.x;
@@
+ kfree(x);
  return -1;
