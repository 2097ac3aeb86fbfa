@@
identifier fn;
parameter list PS;
type T;
@@
  T fn(PS
+	, int flags
  )
  { ... }
