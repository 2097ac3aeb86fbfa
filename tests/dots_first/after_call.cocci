// `foo(); ... return E;': only returns that a path from a foo() call
// reaches (f's last return, not the one before foo()); g's `return;'
// has no value and h has no foo(): neither matches.
@@
expression E;
@@
foo();
...
- return E;
+ return E + 1;
