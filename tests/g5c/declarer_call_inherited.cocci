// A named declarer (`declarer name EXPORT_SYMBOL;') also matches the
// statement `EXPORT_SYMBOL(x);' in a function body, which C reads as a
// call: the arguments one for one (spatch 1.1.1).
// functions that do not name the inherited identifier are not checked;
// those that do are, a declarer branch included
@r@
identifier f;
@@
int f(...) { ... }

@@
identifier r.f;
declarer name EXPORT_SYMBOL;
expression E;
@@
(
- EXPORT_SYMBOL(f);
|
- f(E);
+ f(E, 1);
)
