// bound before the disjunction: the `when` sees that value
@@
expression x, E;
@@
first(E);
...
(
stop(E);
|
foo(x);
... when != x = E
- bar(x);
+ baz(x);
)
