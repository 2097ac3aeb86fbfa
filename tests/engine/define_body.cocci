// Expressions in the bodies of #defines are found like any other code.
@@
expression E;
@@
- old_flag(E)
+ new_flag(E)
