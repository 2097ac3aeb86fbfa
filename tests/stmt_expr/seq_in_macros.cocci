// A sequence of statements: in a do-while macro body, not in a statement
// expression (nor in one inside a do-while body).
@@
@@
  a();
- b();
