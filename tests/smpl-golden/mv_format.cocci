@@
format F =~ "d";
expression list ES;
@@
- printf("%@F@\n", ES);
+ pr_info("%@F@\n", ES);
