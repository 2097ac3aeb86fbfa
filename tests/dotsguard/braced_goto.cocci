// the same if with braces, `if (c) { goto out; }': spatch 1.1.1 takes both matches
@@
@@
if (...) { ...
- return ...;
 }
...
b();
