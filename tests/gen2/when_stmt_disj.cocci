// `when != \( S1 \| S2 \)`: after `when !=` a disjunction whose branches
// are statements (a keyword, a statement metavariable, a `;`) is a
// disjunction of statements; one of expressions stays one.  f: g(a); is
// on the path (no match); r: the return leaves before memset (match);
// v: put/drop absent (match); w: drop(a) on the path (no match).
@@
expression x, E;
@@
- x = kmalloc(E);
+ x = kzalloc(E);
  ... when != \(g(x);\|return ...;\)
- memset(x, 0, E);

@@
expression x, E;
@@
- x = vmalloc(E);
+ x = vzalloc(E);
  ... when != \(put(x)\|drop(x)\)
- memset(x, 0, E);
