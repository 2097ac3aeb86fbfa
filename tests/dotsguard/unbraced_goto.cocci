// an unbraced `if (c) goto out;' between the two items, whose goto reaches a return: it matches the first item (its block standing for the code from the label on), so it stops the `...' from the first if, which is no match; only `if (c)' is (spatch 1.1.1)
@@
@@
if (...) { ...
- return ...;
 }
...
b();
