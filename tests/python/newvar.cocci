// A script rule makes a new identifier from an inherited one; a later
// rule declares and changes a variable with it.
@r@
identifier s;
identifier v;
@@
struct s *v;

@script:python mk@
s << r.s;
n;
@@
coccinelle.n = "%s_new" % s

@@
identifier r.v;
identifier mk.n;
@@
- use(v);
+ use_new(n);
