# tests/disjguard/steps.sh - the guard of `...' before a disjunction
# whose branches share a position: one node holding many candidate
# tests (`(a && b) || (c && d) || ...') must not make the negation of
# the guard grow with every combination of them (it took 53 million
# steps on a 45-line kernel function; the kernel's itnull.cocci).
. "$srcdir/tests/lib.sh"
cd "$TMP" || exit 1
cat >it.cocci <<'C'
@r exists@
iterator I;
expression x,E;
position p1,p2;
@@

*I@p1(x,...)
{ ... when != x = E
(
*  x@p2 == NULL
|
*  x@p2 != NULL
)
  ... when any
}
C
cat >it.c <<'C'
struct chan *find(int state, int psm)
{
	struct chan *c, *tmp, *c1 = NULL;

	list_for_each_entry_safe(c, tmp, &chan_list, global_l) {
		int sm, dm, sa, da, sb, db;

		if (state && c->state != state)
			continue;
		sm = !cmp(&c->src, src);
		dm = !cmp(&c->dst, dst);
		sa = !cmp(&c->src, ANY);
		da = !cmp(&c->dst, ANY);
		sb = !cmp(&c->src, B);
		db = !cmp(&c->dst, B);
		if ((sm && da) || (sa && dm) || (sa && da) || (sb && db) ||
		    (sm && db) || (sb && dm) || (sa && db) || (sb && da))
			c1 = c;
	}
	return c1;
}
C
"$SPATCH" --very-quiet --steps 200000 --sp-file it.cocci it.c >out 2>err
expect_status "many tests at one node: within the steps" 0 $?
if grep -q "limit" err; then
	echo "FAIL: a limit was reached"; cat err; fail=1
fi
exit $fail
