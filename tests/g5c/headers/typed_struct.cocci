@@
expression e;
constant c;
@@
- c & e
+ e & c
@@
struct s e;
@@
e.x
