// the unbraced `if (c) goto out;' with the label before b(): it stops the dots from the first if although its path reaches b(); only it matches
@@
@@
if (...) { ...
- return ...;
 }
...
b();
