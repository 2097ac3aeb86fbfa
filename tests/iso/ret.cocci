// return ...; also matches return; (ret)
@@
@@
  cleanup();
- return ...;
+ goto out;
