// `when != while (x) S' with x bound before: only a loop on that value
// blocks the path (g), another loop does not (f).
@@
expression x, E;
statement S;
@@
- x = kmalloc(E);
+ x = kzalloc(E);
  ... when != while (x) S
- memset(x, 0, E);
