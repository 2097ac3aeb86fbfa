// an unbraced `if (c) goto out;' between the two items, whose goto reaches a return: spatch 1.1.1 takes no match from the first if (only the one from `if (c)'); ladybug takes both (XFAIL, gallery kfree_after2)
@@
@@
if (...) { ...
- return ...;
 }
...
b();
