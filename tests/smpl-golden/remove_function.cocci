@@
identifier fn = old_helper;
@@
- void fn(...) { ... }
