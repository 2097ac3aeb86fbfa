@r@
expression F;
expression E;
identifier I;
expression list[n] es;
typedef u8;
declarer name DECLARE_X;
symbol sym;
type T;
T x;
@@
- foo(E, es);
+ bar(E, es);
