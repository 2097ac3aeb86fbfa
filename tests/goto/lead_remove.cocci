// A block of several statements after a leading `...' also stands for a
// branch without braces whose paths reach them through a goto (f1), not
// for one reaching other code (f4) or returning at once (f2).
@@
expression ret;
@@
if (...) { ... when != c()
- a();
  ... return ret; }
