// `++' code: each match adds its own, no conflict (spatch 1.1.1)
@@
identifier x;
@@
kfree(x);
...
++ bar(x);
return -1;
