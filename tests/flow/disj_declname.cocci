@@
symbol a, b, n;
@@

 \(one\|two\)(int \(a\|b\), int n) {
-	return 0;
+	return n;
 }
