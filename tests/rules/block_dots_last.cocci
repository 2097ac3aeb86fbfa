// ... S } needs S to be the block's last code: b() reached through a
// goto out of the block is followed by the function's }, not the block's.
@@ @@
if (x) {
  a();
  ...
- b();
}
