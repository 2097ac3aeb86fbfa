@@
expression e;
constant c;
@@
- c & e
+ e & c
