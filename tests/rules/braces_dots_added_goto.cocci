// `{ ... foo(...); + bar(); }`: code added beside the statement needs the
// braces; an unbraced branch does not match, not even by the goto that
// leads to foo (spatch 1.1.1: no change).
@@
@@
if (...) {
...
foo(...);
+ bar();
}
