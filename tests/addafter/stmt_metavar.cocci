// the lone branch a statement metavariable: after the whole if, the braced branch of g too
@@
expression x;
statement S;
@@
  x = kzalloc(...);
  if (!x)
    S
+ pr_debug("allocated\n");
