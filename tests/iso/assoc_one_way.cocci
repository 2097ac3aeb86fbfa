// a + b + c does not match (v + w) + u: as in spatch, commutativity
// expands the inner a + b first, and plus_assoc then no longer applies
@@
expression a, b, c;
@@
- f(a + b + c)
+ g(a, b, c)
