// Must not report: every path inside the if's block passes the unlock
// (E1) before the return.
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
