// After a goto ending a block pattern, the } of inner blocks it leaves
// come before the block's own }: matched (h); a path that ends the block
// without the goto is not (g).
@@ @@
if (x) {
  a();
  ...
- goto out;
}
