// A list length metavariable takes the length of the list that binds
// it; a later rule's list of that length must agree.
@r@
field list[n] F;
@@
struct ops {
	F
-	void *priv;
+	void *data;
	...
};

@@
identifier v;
initializer list[r.n] I;
expression E;
@@
struct ops v = {
	I,
-	E,
+	(void *)E,
	...
};
