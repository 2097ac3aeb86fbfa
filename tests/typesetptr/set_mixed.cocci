// a struct and int in the set, one star
@@
{struct rdev, int} * r;
@@
- g(r);
+ h(r);
