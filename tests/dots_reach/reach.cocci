// Forall dots: a path that loops forever, or leaves through an error
// branch, does not fail the rule, but some path must reach the item
// after the dots; a function where none does is no match.
@@
expression E;
@@
- E = kmalloc(
+ E = kzalloc(
  ...);
  ...
  h(E);
