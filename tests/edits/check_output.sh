# tests/edits/check_output.sh - --check-output reports a result that reads
# worse than its input (parse errors, a lost definition, misleading
# braces), and nothing for a good one.  The bad results are made on
# purpose, with identifiers that a Python script builds from any text.
. "$srcdir/tests/lib.sh"
if [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ]; then
	echo "SKIP: needs Python script rules"; exit 77
fi
cat > "$TMP/a.c" <<'C'
int f(int c)
{
	if (c)
		foo();
	return 0;
}
C
# mk NAME FN TEXT: a patch that renames FN to TEXT
mk() {
	cat > "$TMP/$1.cocci" <<SP
@r@
identifier fn = $2;
@@
fn(...)

@script:python s@
fn << r.fn;
bad;
@@
coccinelle.bad = cocci.make_ident("$3")

@@
identifier r.fn, s.bad;
@@
- fn
+ bad
SP
}
mk misleading foo 'foo(); bar'
mk parse foo '0 +'
mk lost f 'f 1'
sed -i 's/^fn(...)$/fn(...) { ... }/; s/^+ bad$/+ bad\n  (...) { ... }/' "$TMP/lost.cocci"
mk good foo 'bar'
for t in misleading parse lost good; do
	"$SPATCH" --very-quiet --check-output --sp-file "$TMP/$t.cocci" "$TMP/a.c" >"$TMP/$t.out" 2>"$TMP/$t.err"
	expect_status "$t: exit status" 0 $?
	expect_grep "$t: the change is made" '^+' "$TMP/$t.out"
done
expect_grep misleading "check-output: .*a.c: statements misleadingly next to an unbraced body: 0 before, 1 after (line 4)" "$TMP/misleading.err"
expect_grep parse "check-output: .*a.c: parse errors: 0 before, 1 after (line 4: " "$TMP/parse.err"
expect_grep lost "check-output: .*a.c: the definition of f is lost (line 1)" "$TMP/lost.err"
if grep -q check-output "$TMP/good.err"; then
	echo "FAIL: good: a report for a result that parses well"; cat "$TMP/good.err"; fail=1
fi
# without the option, no check
"$SPATCH" --very-quiet --sp-file "$TMP/parse.cocci" "$TMP/a.c" >/dev/null 2>"$TMP/off.err"
if grep -q check-output "$TMP/off.err"; then
	echo "FAIL: a report without --check-output"; fail=1
fi
finish
