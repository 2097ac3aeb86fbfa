// A goto in the pattern, then `...' continues at its label, further down.
@@
identifier l;
@@
  if (...) {
  ...
- goto l;
+ goto fail;
  }
  ...
  l:
  b();
