// A function matched whole (a nest in its body): code added in a
// branch of a disjunction that did not match is not added anywhere.
@@
identifier f;
expression E;
@@

f(...) {
...
(
- a = E;
+ first(E);
|
- b = E;
+ second(E);
)
<...
- c
+ d
...>
}
