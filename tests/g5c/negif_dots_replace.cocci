// neg_if with a test that may be anything: `if (...) S1 else S2' also
// matches any if with its branches the other way round (the negation of
// `...' is `...'), as spatch 1.1.1; with `if (X)' the code's test must
// be a negation.
@@
@@
if (...) {
  f();
  ...
} else {
- g();
+ k();
}
