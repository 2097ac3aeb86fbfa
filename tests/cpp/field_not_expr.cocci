@a@
expression E;
@@
kfree(E);

@@
expression a.E;
@@
 g(<+...
- E
+ X
 ...+>);

@@
expression a.E;
statement S;
@@
- if (<+... E ...+>) S

@@
expression a.E;
@@
- h(E);
