// a OP 1 also matches 1 OP a (commeq, commneq, bitand_comm, bitor_comm,
// plus_comm, mult_comm)
@@
expression a;
@@
- f(a == 1)
+ g(a)
