// The prefilter: a set of types `{struct rdev, struct reg} *r` needs one of their names
@@
{struct rdev, struct reg} *r;
@@
- g(r);
+ h(r);
