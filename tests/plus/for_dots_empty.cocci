@@
statement S;
@@
  for (...;...;...) S
+ done();
