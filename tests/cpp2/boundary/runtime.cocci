// A script that raises an exception in the files where it runs (a.c and
// b.c); c.c only gets the change of the first rule.
@r@
@@
- return 0;
+ return 1;

@kfree@
type T;
identifier f,x;
@@

f(T x) { kfree(x); }

@script:python@
f << kfree.f;
@@
print("before %s" % f)
y = undefined_name + 1
