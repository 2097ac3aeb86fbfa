// f, g: a blank line before, code after: it goes; h: a blank line on both
// sides: one of them stays.
@@
identifier x;
@@
- int x;
  ... when != x
