// `when !=' inside an if pattern's braces, the forbidden call two levels
// down in a loop.
@@
expression E;
@@
  if (E) {
  ... when != c();
- return;
  }
