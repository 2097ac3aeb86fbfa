// ?S between statements: with it (g) or without (h); other code there is no match (k).
@@ @@
  start();
? a();
- b();
