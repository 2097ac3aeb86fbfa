// `x << r.x = "..."`: the script runs with the default when the rule
// it inherits from did not match; without default it does not run.
@r@
identifier x;
@@
missing(x);

@script:python s@
x << r.x = "none";
y;
@@
coccinelle.y = "got_%s" % x

@script:python t@
x << r.x;
z;
@@
coccinelle.z = "never"

@@
identifier s.y;
@@
- start();
+ y();

@@
identifier t.z;
@@
- stop();
+ z();
