// must not change: the operator of `A | ...' removed with its `...' kept (`- E->fld = E->fld |' then `+ E->fld |=' and `...'): which operator goes is not known, the expression would break (`p->a |=;'); ladybug leaves the code (spatch 1.1.1 rewrites `p->a = p->a | 4' alone)
@@
expression E;
identifier fld;
@@
- E->fld = E->fld |
+ E->fld |=
  ...;
