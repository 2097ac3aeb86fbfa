// Reduced from locks/mini_lock.cocci over drivers/usb/usbip/vudc_transfer.c:
// the code's if has no braces and its branch is a break; `...' inside the
// pattern's braces leaves the loop to the return after it; the unlock is
// reached from the if's false branch through a goto back to a label
// before the loop.
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
