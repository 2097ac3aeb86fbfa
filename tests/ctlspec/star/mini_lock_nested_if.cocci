// Reduced from the kernel's locks/mini_lock.cocci over
// drivers/usb/musb/cppi_dma.c: inside the pattern's braces, `...' reaches
// the return through the false branch of a nested if that skips the
// unlock (exists rule).
@err exists@
expression E1;
@@

*spin_lock(E1,...);
... when != E1
    when any
if (...) {
  ... when != E1
*  return ...;
}
... when != E1
    when any
*spin_unlock(E1,...);
