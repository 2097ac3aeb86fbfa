// e1 ? e2 : e3 also matches !e1 ? e3 : e2 (neg_if_exp)
@@
expression e1, e2, e3;
@@
- f(e1 ? e2 : e3)
+ g(e1, e2, e3)
