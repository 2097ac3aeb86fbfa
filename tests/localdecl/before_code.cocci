// A removed local declaration on lines of its own, code on the next line:
// the blank lines and comments before it go too, as with a toplevel one.
@@
identifier x;
@@
- int x;
  ... when != x
