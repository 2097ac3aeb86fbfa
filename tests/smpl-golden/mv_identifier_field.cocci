@@
expression E;
identifier f = {len, size};
@@
- E.f
+ E.length
