// ... inside a block follows a goto out of it (g) and a return reached
// that way ends it; falling off the block's end does not (f).
@@ @@
if (x) {
  a();
  ...
- return;
}
