// `{ ... - return ret; }` against `if (b) goto out;`: the dots take the
// unbraced branch and follow the goto to the return, which is removed; the
// branch itself stays one statement (spatch 1.1.1).
@r@
int ret;
@@

  if (...) {
    ...
-   return ret;
  }
