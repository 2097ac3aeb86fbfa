// `!= r.p' with r2.E declared but not used (so not inherited): as
// pos_set, every place of r is excluded; nothing goes.
@r@
position p;
@@
foo@p(...);

@r2@
position r.p;
expression E;
@@
foo@p(E);

@s@
expression r2.E;
position q != r.p;
@@
- foo@q(...);
