// break in the pattern matches the break of a loop; `...' after it
// continues after the loop.
@@
@@
  while (...) {
  ...
- break;
  }
  ...
  b();
