// `...' follows the back edge of a loop: from a() the paths go back to
// the loop head, then into the body's b() or out of the loop to b().
@@
@@
- a();
  ...
  b();
