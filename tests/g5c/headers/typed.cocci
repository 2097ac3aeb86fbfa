@@
expression e;
constant c;
@@
- c & e
+ e & c
@@
int e;
@@
e + 1
