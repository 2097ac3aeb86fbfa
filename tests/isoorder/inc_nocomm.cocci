// spatch-options: --disable-iso plus_comm
// without plus_comm, `i = i + 1;' keeps its shape and inc applies
@@
identifier i;
@@
- i = i + 1;
+ step(&i);
