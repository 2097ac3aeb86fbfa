// i = i + 1; is the last form of inc, but a pattern written so matches
// itself only: plus_comm, earlier in the file, made its `i + 1' a choice
// of two orders, which inc's form `i=i+1;' does not spell
@@
identifier i;
@@
- i = i + 1;
+ step(&i);
