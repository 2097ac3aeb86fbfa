// `when != if (...) { ... stop(); ... }': the if is a pattern of its
// own, its dots run along the paths inside its block: stop() in an
// inner if, loop, switch or else of an inner if stops the dots (f1,
// f2, f4, f8), and an unbraced branch through the braces isomorphism
// (f6), in an exists rule; stop() after the if (f3), none (f5), or in the if's own else
// (f7) does not.
@ exists @
@@
start();
... when != if (...) { ... stop(); ... }
- end();
