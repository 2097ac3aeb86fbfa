@@
identifier f =~ "^dbg_";
expression list L;
@@
-f(L);
