// Every path returns explicitly: the closing brace is reached by no
// path and is not starred.
@@
@@
* a();
  ...
* return ...;
