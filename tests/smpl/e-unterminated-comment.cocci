@@
@@
- f(); /* never closed
