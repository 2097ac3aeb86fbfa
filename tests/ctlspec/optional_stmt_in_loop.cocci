// ?S after `...' where the code has it inside a loop body one level
// down and inside an if two levels down.
@ exists @
@@
  a();
  ...
?- b();
  c();
