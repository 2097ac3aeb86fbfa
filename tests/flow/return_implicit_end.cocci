@@
identifier fn;
@@

fn(...)
{
	start(...);
	...
-	return;
+	return -ENODEV;
}
