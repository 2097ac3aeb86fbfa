// In a string without a conversion, `...' is three dots: "..." matches
// "..." alone, "x...y" itself, "fail..." nothing.
@@ expression E; @@
(
- dev_err(E, "...");
+ dots(E);
|
- dev_err(E, "x...y");
+ xy(E);
|
- dev_err(E, "fail...", ...);
+ fail(E);
)
