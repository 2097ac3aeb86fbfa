// The same rules over a file another rule changes for real: the call
// matched through `(E)' is printed again as the `+' code, joined.
@@
expression E, F;
@@
- h((E), F)
+ h(E, F)

@@
@@
- k(1);
+ k(2);
