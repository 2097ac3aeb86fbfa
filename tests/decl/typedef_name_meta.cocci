// A type metavariable in the declarator place of a typedef binds the
// name the typedef declares.
@r@
type T;
@@
typedef struct {
	...
-	long count;
+	unsigned long count;
	...
} T;

@@
type r.T;
identifier x;
@@
- T x;
+ T *x;
