// A for header replaced over a kept body is spaced as written; a whole
// for loop in added code (header and body) is printed as spatch prints
// it, `for(i = 1;i < n;i++)'.
@@
identifier i;
expression E;
statement S;
@@
- for (i = 0; i < E; i++)
+ for (i = 1; i < E; i++)
  S

@@
identifier i;
expression E;
statement S;
@@
- for (i = 5; i < E; i++) S
+ for (i = 6; i < E; i++) S
