// neg_if with `if (...)': the branches the other way round only where the
// if as written does not match (the later branch of the disjunction).
@@
@@
if (...) {
- f();
} else {
  f();
}
