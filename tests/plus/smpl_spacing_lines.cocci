// spatch-options: --smpl-spacing
@@
expression A, B;
@@
- foo(A, B);
+ if (A>0)   {
+     bar( A ,B);
+ }
+ baz (B);
