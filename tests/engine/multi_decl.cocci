// A one-declarator pattern matches each declarator of a declaration
// with several; removing some keeps the others and their commas.
@@
type T;
identifier x;
@@
- T x;
  ... when != x
