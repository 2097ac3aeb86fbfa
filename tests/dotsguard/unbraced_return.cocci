// `if (c) return 1;' between the items: (forall) the first if's return goes, the inner one stays (spatch 1.1.1)
@@
@@
if (...) { ...
- return ...;
 }
...
b();
