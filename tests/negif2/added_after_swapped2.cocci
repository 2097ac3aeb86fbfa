// Code added after `if (f(E) && g(E)) S1 else S2' matched negated:
// after the whole if (k8, k9), as after one matched as written (k7).
@@
expression E;
statement S1,S2;
@@
 if (f(E) && g(E)) S1 else S2
+ c();
