// In a designated initializer, a removed `...` removes every item that
// no item of the pattern took, wherever it stands.
@@
identifier x;
expression E;
@@
struct ops x = {
- ...,
  .open = E,
- ...
};
