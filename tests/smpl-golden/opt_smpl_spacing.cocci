// spatch-options: --smpl-spacing
@@
expression A, B;
@@
- old_add(A, B)
+ new_add( A,B )
