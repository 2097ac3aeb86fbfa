// What follows an if is matched after its end, not on a goto out of its
// branch: c() directly after the if (g), not after the label (h, k).
@@ @@
if (x) {
  ...
  goto out;
}
- c();
