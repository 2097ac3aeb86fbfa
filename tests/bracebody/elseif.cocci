@@
expression E, F;
@@
- if (E)
-	F;
+ if (E) {
+	F;
+	done();
+ }
