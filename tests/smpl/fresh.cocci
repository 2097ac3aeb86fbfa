// Fresh identifiers and their seeds.
@r@
identifier f;
@@
  f(...)

@s@
identifier r.f;
fresh identifier a = "pre_" ## f;
fresh identifier b = f ## "_post" ## "2";
fresh identifier c = "plain";
fresh identifier d;
fresh identifier e = script:python(f) { f.upper() };
fresh identifier g = script:ocaml(r.f) { f ^ "_g" };
@@
- f();
+ a(); b(); c(); d(); e(); g();
