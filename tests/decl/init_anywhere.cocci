// An initializer-list pattern matches the lists nested inside other
// initializers.
@@
expression E;
@@
{
- .size = E,
+ SIZE(E),
}
