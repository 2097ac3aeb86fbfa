@@
format list fl;
expression list es;
@@
- foo("xyz %@fl@", es)
+ bar("<%@fl@>", es)
