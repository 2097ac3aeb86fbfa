@a@
position p;
@@

first@p(...);

@@
position p1 != a.p;
@@

- second@p1(...);
