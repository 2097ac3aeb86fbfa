// `... when != true x@p1 == NULL' before `kfree@p2(x)': x in the when is
// the x of kfree (one metavariable, quantified around both), p1 any of
// the first rule's tests.  kfree(sb->b) is reached by a path that does not
// go through the true branch of its own test (through the first goto):
// `ok' holds there and nothing is removed; in g only the test leads to
// the label, so its kfree goes (gallery uselesskfree).
@r@
expression x;
position p1, p2;
@@
if (x@p1 == NULL) { ... kfree@p2(x); ... return ...; }

@ok exists@
position any r.p1;
position r.p2;
expression x;
@@
... when != true x@p1 == NULL
kfree@p2(x);

@depends on !ok@
position r.p2;
expression x;
@@
- kfree@p2(x);
