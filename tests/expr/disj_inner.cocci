// A disjunction inside a larger expression stands for the patterns its
// branches make (h(f(x)), then h(g(x))): the same order over the node.
@@ expression x; @@
- h(\(f(x)\|g(x)\))
+ H(x)
