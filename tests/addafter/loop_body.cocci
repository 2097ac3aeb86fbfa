// code added after a loop whose lone body is an expression statement follows the loop
@@
expression E, I, N;
@@
  for (I = 0; I < N; I++)
    E = 0;
+ mb();
