// A named declarer (`declarer name EXPORT_SYMBOL;') also matches the
// statement `EXPORT_SYMBOL(x);' in a function body, which C reads as a
// call: the arguments one for one (spatch 1.1.1).
@@
declarer name EXPORT_SYMBOL;
identifier f;
@@
- EXPORT_SYMBOL(f);
