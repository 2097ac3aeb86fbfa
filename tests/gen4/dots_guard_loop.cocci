// A loop body's `...' passes an if that is no `if (...) { ... continue; }'
// (f: its body has no continue; h: unbraced, the block pattern with
// continue removed stands for no lone statement) and stops at one that
// is (g), whose match is not followed by the body's end (spatch 1.1.1;
// gallery drop_continue, mos7840.c).
@@
@@
for (...;...;...) {
  ...
  if (...) {
    ...
-   continue;
  }
}
