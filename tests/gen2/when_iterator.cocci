// After `when !=` a statement may start with an iterator: `I(...,x,...) S`
// with I an iterator metavariable, and a named iterator; a call that
// ends the when line (`when != kfree(x)`) stays a call.  g: the loop
// does not use p (match); h: kfree(p) on the path (no match).
// (when_iterator_body: a loop that uses p blocks the path.)
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
