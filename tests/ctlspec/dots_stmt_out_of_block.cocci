// The first item is nested two levels down, the second one level up:
// `...' climbs out of the blocks.
@@
@@
  a();
  ...
- b();
+ bb();
