// `+' lines that hold only comments are added code of their own, as
// spatch adds them: before or after the statement beside them, a block
// comment's later lines as written, several `//' lines one by one.
// g() has no setup() call: nothing is added there.
@@
expression E;
@@
+/* TODO: check E */
  setup(E);
+// then run
+// (twice?)
  run(E);
+/*
+ * done
+ */
