// A nest whose occurrence is an `if' with a returning branch that holds
// the code following the nest: the branch's path ends there (f1, f2
// with two occurrences); f3's branch does more than that: no match.
@@
identifier f;
@@
f(...) {
<+...
if (...) {
-  cleanup();
-  return;
+  goto done;
}
...+>
+done:
cleanup();
}
