// `{ ... - foo(...); + bar(); }`: the branch, its changes made, is one
// statement: braced and unbraced branches match (spatch 1.1.1).
@@
@@
if (...) {
...
- foo(...);
+ bar();
}
