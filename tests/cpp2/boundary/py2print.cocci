// A Python 2 print statement: a SyntaxError when the script first runs
// (the gallery's fbrelease/metapatch and misc_undo/send_m1).
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
print "kfree: %s" % f
