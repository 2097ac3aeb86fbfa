// Rule headers: names, dependencies, quantifiers, isos, rule kinds.
virtual patch
virtual report, context

@@
@@
- old();

@first@
identifier f;
@@
  f(...);

@second depends on first && !patch@
@@
- a();

@third depends on (first || second) && !(report || context) exists@
@@
* b();

@fourth depends on ever first && never second forall@
@@
- c();

@fifth extends first@
@@
- f(1);

@sixth disable braces4, drop_cast using "extra.iso" depends on patch@
@@
- d();

@e7 expression@
@@
- 0
+ NULL

@i8 identifier@
@@
- oldname
+ newname

@t9 type depends on exists first@
@@
- u_int32_t
+ u32
