// `continue' in a do goes to its test, from which d() follows; still the
// jump goes round the loop: an error branch, as in a while.
@@
@@
- e();
  ...
  d();
