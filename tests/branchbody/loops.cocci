@@
statement S, S1;
expression E;
@@
(
  while (E)
-   S
+   x();
+   y();
|
  if (E) S else
-   S1
+   z(1,
+     2);
+   w();
|
  for (;;)
-   S
+   u();
+   v();
)
