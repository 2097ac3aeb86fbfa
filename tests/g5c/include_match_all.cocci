// cocci.include_match(False) takes out the whole environment (the values
// of every earlier rule), as spatch 1.1.1 (one list of environments
// that each rule extends).
@a@
position p;
@@
foo@p(...)

@b@
position q;
@@
bar@q(...)

@script:python@
q << b.q;
@@
cocci.include_match(False)

@@
position a.p, b.q;
@@
(
- foo@p(...);
|
- bar@q(...);
)
