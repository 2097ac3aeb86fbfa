// A name the patch declares as a declarer stays a declarer call in the
// code, even where the macro file gives it a body.
@@
declarer name MY_DECLARE;
identifier v;
type T;
@@
- MY_DECLARE(v, T);
+ T v;
