@@
statement S;
@@
  S
+ log();
