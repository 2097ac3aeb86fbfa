// A nest whose body holds a label and the statement after it.
@@
identifier l;
@@
  start();
  <...
  l:
- a();
+ aa();
  ...>
  end();
