// `if (...) { ... return ret; }': the `...' in the block follow a goto
// out of it; an if with no braces stands for a block of one statement.
@r@
int ret;
@@

  if (...) {
    ... when != kfree(E)
-   return ret;
  }
