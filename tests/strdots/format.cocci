// In a format string `...' stands for the rest: "%d..." matches
// "%d items\n", "fail %d..." matches "fail %d\n" only.
@@ expression E; @@
(
- dev_err(E, "%d...", ...);
+ count(E);
|
- dev_err(E, "fail %d...", ...);
+ fail(E);
)
