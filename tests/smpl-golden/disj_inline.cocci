@@
expression E;
@@
- reg_write(\(REG_A\|REG_B\), E);
+ reg_write_ab(E);
