// The prefilter: a rule that only matches shows nothing by itself; a
// file is parsed when a rule that changes code can run, with the rules
// it depends on: here both chain_a (for r) and chain_b.
@r@
expression E;
@@
chain_a(E);
@depends on r@
expression E;
@@
- chain_b(E);
