// gallery k-zc-alloc/kzalloc: `when != \(while(...) S\|for(...;...;...) S\)`
// parses as a disjunction of statements; a loop on the path blocks the
// match (g, h), a do-while does not (k: not a while(...) S), nor plain
// code (f).
@@
expression x, E;
statement S;
@@
- x = kmalloc(E);
+ x = kzalloc(E);
  ... when != \(while(...) S\|for(...;...;...) S\)
- memset(x, 0, E);
