// braces0: { ... when != X } in a branch stands for any statement, so its
// when clauses do not restrict it.
@r@
@@
- if (x) { ... when != foo();
- }
