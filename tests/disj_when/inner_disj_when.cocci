// a disjunction inside a sequence: the `when` of the second branch
@@
expression x, E;
@@
start(x);
(
stop(E);
|
... when != x = E
- bar(x);
+ baz(x);
)
