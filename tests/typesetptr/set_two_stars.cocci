// a set of types then two stars: only the double pointer matches
@@
{struct rdev, struct reg} **r;
@@
- g(r);
+ h(r);
