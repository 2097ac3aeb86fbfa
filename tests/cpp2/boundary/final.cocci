// The files where a script fails are dropped; finalize still runs and
// sees what the failed files' scripts did before failing.
@initialize:python@
@@
seen = []

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
seen.append(str(f))
y = undefined_name + 1

@finalize:python@
@@
print("final", seen)
