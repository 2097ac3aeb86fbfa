// the stars written inside the set: the same as after it
@@
{struct rdev *, struct reg *} r;
@@
- g(r);
+ h(r);
