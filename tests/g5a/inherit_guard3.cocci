// the inherited free is one value for the whole rule: `if (...) { ... free(a); ... return ret; }'
// over the goto's label code (g(a); h(a);) matches with free = g and free = h; the second
// rule removes both calls everywhere; f2 has no if: nothing matches there by rule r (spatch 1.1.1)
@r exists@
identifier free;
expression a, ret;
@@
if (...) { ... free(a); ... return ret; }
@@
identifier r.free;
expression e;
@@
- free(e);
