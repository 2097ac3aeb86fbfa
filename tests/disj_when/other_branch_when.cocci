// a metavariable bound in one branch of a disjunction and used in a
// `when` of another is local to the `when` there: any assignment stops
@@
expression x, E;
@@
(
x = E;
|
foo(x);
... when != x = E
- bar(x);
+ baz(x);
)
