// An expression item `x != NULL' after `...' matches x where x is a test
// (isnt_null1): an if, while, for or do condition, an operand of && or
// the ?: condition; not a switch value nor a call's argument (spatch 1.1.1).
@@
expression x;
@@
x = kzalloc(...);
...
- x != NULL
+ x_ok(x)
