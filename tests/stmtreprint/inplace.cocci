// The same statement re-added in its place (`- if (E) S' `+ if
// (likely(E)) S') is printed anew too; a statement left as context
// (second rule) keeps its text.
@@
expression E;
statement S;
@@
- if (E) S
+ if (likely(E)) S

@@
expression E;
statement S;
@@
- while (E)
+ while (unlikely(E))
  S
