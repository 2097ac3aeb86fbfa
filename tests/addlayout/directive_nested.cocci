// Directives in added code inside an added block start at the start of
// their line, whatever the depth of the code around them.
@@
@@
  f();
+ if (c) {
+ #ifdef X
+ g();
+ #endif
+ }
