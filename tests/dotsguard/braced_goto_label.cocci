// must match: a braced `if (c) { goto out; }' whose label comes before b() matches the first item but does not stop the dots (spatch 1.1.1): both ifs match
@@
@@
if (...) { ...
- return ...;
 }
...
b();
