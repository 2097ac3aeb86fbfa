// `q != locked.p' in a rule that inherits r.E compares with the locks r
// matched with that E only (the environments r extended), not with
// every lock locked matched.
@locked@
position p;
expression E;
@@
lock(E@p);

@r exists@
position locked.p;
expression E;
@@
lock(E@p);
... when != unlock(E)
return;

@inv@
expression r.E;
position q != locked.p;
@@
- lock(E@q);
+ relock(E);
