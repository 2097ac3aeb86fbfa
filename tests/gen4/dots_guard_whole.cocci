// The `...' before a compound statement stops where the whole statement
// matches, not where its head alone does: it passes `if (x) { d(); }'
// (f, g) and `if (x) { b(); d(); }' (h) to reach the next if; in k it
// stops at the first `if (x) { b(); }' (spatch 1.1.1).
@@
@@
a();
...
if (x) {
- b();
}
