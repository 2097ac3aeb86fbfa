// if (e) g(); also matches if (e) { g(); } (braces4), not a block with
// more statements
@@
expression e;
@@
- if (e) g();
+ if (CHK(e)) g();
