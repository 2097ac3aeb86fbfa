// The lone body of an if, else or loop replaced by added code: braces
// only when that code is several statements or an if without else (it
// would take an else that follows); one statement of several lines
// takes the body's place as it is; an added block brings its own
// braces, its `{` on the header's line.
@@
expression E1;
@@
- h1(E1);
+ while (y)
+   g1(E1);

@@
expression E1;
@@
- h2(E1);
+ if (y) g2(E1);

@@
expression E1;
@@
- h3(E1);
+ g3(E1);
+ k3(E1);

@@
expression E1;
@@
- h4(E1);
+ {
+ g4(E1);
+ }
