// initialize fails: the run stops before any file (status 255)
@initialize:python@
@@
seen = []; zz = nope

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
