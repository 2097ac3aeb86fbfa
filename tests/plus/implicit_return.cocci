@@
identifier fn;
@@
fn(...)
{
	...
+	trace_exit();
	return;
}
