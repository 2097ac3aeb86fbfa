// The same as when_stmt_dots.cocci in a rule without `exists': spatch
// 1.1.1 stops the dots only at f1 (stop() as the branch of an inner
// if) and f6 (unbraced), as observed; ladybug main did so already.
@@
@@
start();
... when != if (...) { ... stop(); ... }
- end();
