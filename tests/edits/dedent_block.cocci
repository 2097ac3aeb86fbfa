// Kept statements whose enclosing `if (...) {` ... `}` (or loop, or bare
// block) is removed move out to its indentation; the blank line
// between two such removed groups goes.  `if` with a kept else: no match;
// the body of a loop or of an if with an else keeps its braces (two
// statements would fall out of it; spatch 1.1.1 does not match there).
@@
expression ptr;
@@
- if (ptr != NULL) {
  kfree(ptr);
  ptr = NULL;
- }

@@
expression ptr;
@@
(
- while (ptr) {
  kfree(ptr);
  ptr = NULL;
- }
|
- {
  kfree(ptr);
  ptr = NULL;
- }
)
