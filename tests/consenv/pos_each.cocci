// A position inherited and used in the code (not `any'): the rule runs
// once per place, so the dots before foo@p do not stop at another
// place of r: both calls go.
@r@
position p;
@@
foo@p(...);

@s@
position r.p;
@@
start();
...
- foo@p(...);
