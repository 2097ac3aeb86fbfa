// With `...' among its items the same block also stands for the
// unbraced `goto err;' whose label leads to them (f1, f3; see
// goto_nodots).
@@
expression ret, dev;
@@
  if (ret) {
-   dev_err(dev, ...);
    ...
    return ret;
  }
