@@
expression a;
@@

- lock(a);
  ...
- unlock(a);
