// a set of types then a star: each type of the set a pointer (the int pointer and the double pointer do not match)
@@
{struct rdev, struct reg} *r;
@@
- g(r);
+ h(r);
