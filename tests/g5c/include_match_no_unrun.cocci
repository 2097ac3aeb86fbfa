// cocci.include_match(False) drops the environments the script ran with;
// one where noaddr1 matched `&f' (no pn: the script did not run) stays,
// with its r.f and addr1.pa (v10: no such environment, nothing stays).
@r@
identifier f;
@@
f(...) { ... }

@addr1@
identifier r.f;
position pa;
@@
 &f@pa

@noaddr1@
identifier r.f;
position pn;
@@
f@pn

@script:python@
p << noaddr1.pn;
f << r.f;
@@
print("drop", p[0].line)
cocci.include_match(False)

@@
identifier r.f;
position addr1.pa;
position noaddr1.pn;
@@
(
- &f@pa
+ f
|
- f@pn
+ &f
)
