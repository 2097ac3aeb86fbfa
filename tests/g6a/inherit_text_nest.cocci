// Text comparison of an inherited value inside a nest and in a
// disjunction, in a function that declares the name as a parameter.
@r@
identifier f;
expression e;
@@
f(...) { ... init(e); ... }

@@
expression r.e;
@@
(
- use(e);
|
- use2(e);
)
