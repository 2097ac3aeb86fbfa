// neg_if: `if (f(E) && g(E)) S1 else S2' matches `if (!f(x) || !g(x))'
// (branches swapped), not `!(f(x) && g(x))' nor `f(x) == 0 || ...'.
@@
expression E;
statement S1,S2;
@@
- if (f(E) && g(E)) S1 else S2
