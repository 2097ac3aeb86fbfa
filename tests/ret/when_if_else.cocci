// `when != if (...) S1 else S2': an if on the path blocks it (with or
// without an else, as spatch), plain code does not (k).
@@
expression x, E;
statement S1, S2;
@@
- x = kmalloc(E);
+ x = kzalloc(E);
  ... when != if (...) S1 else S2
- memset(x, 0, E);
