@@
statement S1, S2;
@@
  if (...)
    S1
  else
+ {
+ trace();
    S2
+ }
