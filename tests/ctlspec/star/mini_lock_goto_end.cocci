// Reduced from locks/mini_lock.cocci over drivers/usb/core/hub.c: the
// if's block reaches `return ...;' only through a goto to a label further
// down, the loop's exit and the implicit return of the void function at
// its closing brace, which spatch stars.
@err exists@
expression E1;
@@

*mutex_lock(E1,...);
... when != E1
    when any
if (...) {
  ... when != E1
*  return ...;
}
... when != E1
    when any
*mutex_unlock(E1,...);
