// A body with more than ... keeps its when clauses.
@r@
@@
- while (x) { ... when != foo();
  bar();
- }
