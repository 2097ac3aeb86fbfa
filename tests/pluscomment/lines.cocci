// Comments on `+' lines keep their lines, as spatch: a block comment
// after a statement is glued to it, a `//' comment follows a space, a
// comment on a line of its own stays alone on it.  baz() is not matched.
@@
expression E;
@@
  foo(E);
+ qux(E); // c
+ zap(E); /* d */
+ /* own */
+ zop(E);
