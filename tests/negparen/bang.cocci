// `(E) == NULL' through is_null is `!(E)': the code's parentheses after
// `!' are the pattern's (E is p->q, not (p->q)), also beside `||' and
// outside a test; without them the paren isomorphism lets `!p' match;
// `!((p))' keeps one pair; `p->q' alone does not match.
@@
expression E;
@@
- (E) == NULL
+ k(E)
