// `when != I(...,x,...) S`: an iterator over x on the path blocks the
// match (spatch checks the statement at its head).
@@
expression x, E;
statement S;
iterator I;
@@
- x = kmalloc(E);
+ x = kzalloc(E);
  ... when != I(...,x,...) S
      when != kfree(x)
- memset(x, 0, E);
