// spatch-options: --max-width 40
@@
expression A, B, C;
@@
- g(A, B, C);
+ if (inner_fn(A, B, C, A) && other(B, C))
+   return ff(A, B, C);
