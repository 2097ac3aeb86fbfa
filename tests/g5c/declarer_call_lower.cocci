// A named declarer (`declarer name EXPORT_SYMBOL;') also matches the
// statement `EXPORT_SYMBOL(x);' in a function body, which C reads as a
// call: the arguments one for one (spatch 1.1.1).
@@
declarer name foo_decl;
identifier f;
@@
- foo_decl(f);
