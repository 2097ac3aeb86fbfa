// e.a, e a struct foo, also matches p->a for p a struct foo * (fld_to_ptr)
@@
struct foo e;
@@
- g(e.a);
+ h();
