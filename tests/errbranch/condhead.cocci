// Dots after code in an if's condition: the if's own error branch (a
// then-branch that leaves by return or goto, no else) owes nothing, its
// other branch must reach what follows; an else branch that returns is no
// error branch, and what cannot be reached is not matched.
@@
expression dev;
@@
 g(dev)
 ...
- h(dev);
+ foo(dev);
