// A block of items that follow each other directly, ending in a return,
// is the branch's own block (f2): it does not stand for an unbraced
// `goto err;' whose label leads to the same items (f1, f3), as spatch.
@@
expression ret, dev;
@@
  if (ret) {
-   dev_err(dev, ...);
    return ret;
  }
