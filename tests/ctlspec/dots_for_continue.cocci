// continue jumps to the loop's step and head; from a() both the next
// iteration's b() and the b() after the loop are reached.
@@
@@
- a();
  ...
  b();
