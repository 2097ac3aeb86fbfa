// A pattern item no path reaches is no match: after the if, every path
// leaves the function before bar(D, E) in f; g has it.
@@
expression E, D;
statement S;
@@
- if (E == NULL) S
  ... 
  bar(D, E);
