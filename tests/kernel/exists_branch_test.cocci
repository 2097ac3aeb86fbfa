// after code matched in the test of an `if`, an `exists` rule goes on
// along one branch: the other branch need not reach the next statement
@exists@
expression E;
@@
  atomic_dec_and_test(E)
  ...
- destroy(E);
+ destroy_later(E);
