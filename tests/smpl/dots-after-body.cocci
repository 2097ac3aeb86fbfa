@@
expression E;
statement S;
@@
  if (E)
  {
  ...
  }
  while (E) S
  ...
