// an expression found anywhere: occurrences through different branches apart from each other both change (g(a), h(b)); one inside an earlier branch's occurrence does not (h(a) in g(h(a)))
@@
expression E;
@@
(
- g(E)
+ G(E)
|
- h(E)
+ H(E)
)
