@@
declarer name DECLARE_BITMAP;
identifier b;
expression N;
@@
- DECLARE_BITMAP(b, N);
+ unsigned long b[BITS_TO_LONGS(N)];
