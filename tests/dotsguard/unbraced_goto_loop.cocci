// the same inside a loop, the label after it: the unbraced goto still stops the dots from the first if
@@
@@
if (...) { ...
- return ...;
 }
...
b();
