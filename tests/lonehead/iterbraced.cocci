@@
iterator name for_each_bit, for_each_bit_from;
expression b, m, n;
statement S;
@@
- for_each_bit(b, m, n)
+ for_each_bit_from(b, m, n)
  S
