@r extends q@
@@
- f();
