// A name the rule declares `typedef' is a type in a constraint, compared
// as written (it was taken for a metavariable without a value).
@@
typedef uint;
type T = {uint};
identifier x;
expression E;
@@
- T x = E;
