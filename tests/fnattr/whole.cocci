// a whole added function definition keeps the attribute word where it is written
@@
identifier f;
@@
  static int f(void)
  { ... }
+ static int __xyz f_helper(int x)
+ {
+	return x;
+ }
