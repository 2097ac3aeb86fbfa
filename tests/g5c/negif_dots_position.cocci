// neg_if with `if@p (...)': the if with its branches the other way round
// keeps the position: only the if of rule x.
@x@
position p;
@@
if@p (c) {
  f();
} else {
  g();
}

@@
position x.p;
@@
if@p (...) {
- g();
} else {
  f();
}
