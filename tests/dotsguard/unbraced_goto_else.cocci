// must match: `if (c) goto out; else d();' is no match of an if without else, so it does not stop the dots: the first if matches
@@
@@
if (...) { ...
- return ...;
 }
...
b();
