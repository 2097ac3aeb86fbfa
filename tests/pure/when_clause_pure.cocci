// Each `when' clause is a pattern of its own for the pure metavariables of
// the isomorphisms: T in two clauses is still pure in each, drop_cast
// applies and `p = a' stops the dots (spatch 1.1.1; kernel
// free/put_device over drivers/usb, `when != e1 = (T)id' and `when != e1 =
// (T)(&id->dev)').
@@
type T;
expression x, y;
@@
- g0();
  ... when != x = (T)a
      when != y = (T)b
- g();
