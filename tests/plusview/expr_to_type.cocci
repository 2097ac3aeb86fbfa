@@
expression e1;
@@
- decimal(e1)
+ char
