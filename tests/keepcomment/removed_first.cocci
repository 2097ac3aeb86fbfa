// Two removed statements, the added code after the second: the comment
// lines between them go with the removal, whether the pattern has `...'
// between them or not (only code added in place of the first keeps the
// comment after it, see replaced).
@@
@@
(
- a();
  ...
- b();
+ c();
|
- d();
- e();
+ c();
)
