@r1@
type T1;
T1 e1;
@@

first(e1)

@r2@
type T2;
T2 e2;
@@

never_called(e2)

@@
{r1.T1, r2.T2} e;
@@

- e
+ 0
