@@
identifier fn;
@@

fn(...)
{
	start(...);
	...
+	finish();
	return;
}
