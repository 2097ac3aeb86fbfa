// Lines added inside a #define body stay in it: each added line end
// gets a backslash (a one-line define becomes a continued one); code
// outside defines is laid out as ever.
@@ expression e; @@
  foo(e);
+ added(e);
