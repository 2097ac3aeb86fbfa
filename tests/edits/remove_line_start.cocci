// Removed code at the start of a line followed by more code: the code
// takes its place (the blank after it goes), except after a whole
// declaration, where spatch leaves the blank; part of a declaration
// (its `const`) takes the blank too.
@@
@@
(
- a();
|
- int x = 0;
|
- const
  char *p = 0;
)
