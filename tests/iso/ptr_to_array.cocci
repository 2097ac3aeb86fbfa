// e->f also matches e[i].f (ptr_to_array)
@@
expression e;
identifier f;
@@
- e->f
+ GET(e, f)
