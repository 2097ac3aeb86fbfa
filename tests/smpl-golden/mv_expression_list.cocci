@@
identifier fn;
expression list[2] ES;
@@
- fn(ES)
+ fn(ES, NULL)
