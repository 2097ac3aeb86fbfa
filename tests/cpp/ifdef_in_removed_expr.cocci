@@ expression E, E1; @@
-E1 = alloca(E);
@@ expression list ES; @@
-foo(ES);
@@ expression E; @@
-bar(E);
