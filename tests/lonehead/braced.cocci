@@
expression b, n, E;
statement S;
@@
(
- for (b = 0; b < n; b++)
+ for (b = n - 1; b >= 0; b--)
  S
|
- while (E)
+ while (E && !stop)
  S
)
