// `(T attr)` in a cast: T takes the type up to the star that carries
// the attribute (`(int *attr)`: T = int *); text ending with `*` that
// replaces code sticks to what follows it.
@@
type T;
attribute name __user_attr;
identifier x;
@@

  (
-	T
+	void *
	__user_attr
  ) x

@@
identifier v;
@@
- long
+ char *
  v;
