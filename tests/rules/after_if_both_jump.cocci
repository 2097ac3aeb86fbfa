// What follows an if must be reached: not when both branches return (g),
// nor when the code after it differs (h).
@@ @@
- a();
  if (x) { ... } else { ... }
  bar();
