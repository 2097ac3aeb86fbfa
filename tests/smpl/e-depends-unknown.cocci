@r depends on q@
@@
- f();
