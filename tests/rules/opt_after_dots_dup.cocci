// ... ?S ... : a second S on the path breaks the shortest path (k);
// S on one branch only is fine (g).
@@ @@
  start();
  ...
? a();
  ...
- end();
