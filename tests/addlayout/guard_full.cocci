// An added `if' with its own body before a kept statement: the kept
// statement stays where it is (not a body).
@@
expression a, b;
@@
+ if (ok)
+   warn();
  do_it(a, b);
