@@
identifier l, l1;
expression e;
statement S;
@@

-goto l;
...
l:
<... when != S
l1:
...>
return e;
