// A label reached only by its gotos: renamed.
@@
identifier l;
@@
- goto l;
+ goto out_fail;
  ...
- l:
+ out_fail:
