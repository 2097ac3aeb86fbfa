// used after the disjunction too: the `when` sees the value bound later
@@
expression x, E;
@@
(
stop(E);
|
foo(x);
... when != x = E
- bar(x);
+ baz(x);
)
...
last(E);
