// As relock, r starting with dots: r runs once per lock of locked, so
// its dots pass over a lock that is not the one it starts from (a's
// second lock is found after the first); a's first lock is relocked.
@locked@
position p;
expression E;
@@
lock(E@p);

@r exists@
position locked.p;
expression E;
identifier f;
@@
f(...) { ... lock(E@p); ... when != unlock(E)
return; }

@inv@
identifier r.f;
expression r.E;
position q != locked.p;
@@
f(...) { <...
- lock(E@q);
+ relock(E);
...> }
