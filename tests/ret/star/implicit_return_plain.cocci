// `* return;' (no `...') also stands for the closing brace of a void
// function on the path that falls off its end.
@@
@@
* a();
  ...
* return;
