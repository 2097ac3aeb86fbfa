# tests/smpl/parse-cocci.sh - golden tests of `spatch --parse-cocci`.
# Each NAME.cocci (or NAME.iso) here has either NAME.expected, the exact
# standard output of a successful parse (exit status 0), or NAME.stderr,
# the exact error report of a malformed patch (exit status 255).  Names
# listed in PENDING wait for the C parser's pattern mode: they must still
# fail, and a pass is reported so that the line gets deleted.
. "$srcdir/tests/lib.sh"
cd "$srcdir/tests/smpl" || exit 1
n=0
for f in *.cocci *.iso; do
	base=${f%.*}
	n=$((n + 1))
	"$SPATCH" --parse-cocci "$f" >"$TMP/out" 2>"$TMP/err"
	rc=$?
	if grep -qx "$base" PENDING; then
		if [ $rc -eq 0 ] && cmp -s "$base.expected" "$TMP/out"; then
			echo "FAIL: $f passes now: delete it from tests/smpl/PENDING"
			fail=1
		elif [ $rc -ne 0 ] && [ $rc -ne 255 ]; then
			echo "FAIL: $f: exit status $rc"
			fail=1
		else
			echo "pending: $f ($(head -1 "$TMP/err"))"
		fi
	elif [ -f "$base.expected" ]; then
		expect_status "$f" 0 $rc
		expect_same "$f: standard output" "$base.expected" "$TMP/out"
		# warnings of metavariables that bind nothing: tests/unused
		grep -v 'metavariable [^ ]* not used in the' "$TMP/err" >"$TMP/err2"
		expect_same "$f: no messages" /dev/null "$TMP/err2"
	elif [ -f "$base.stderr" ]; then
		expect_status "$f" 255 $rc
		expect_same "$f: error report" "$base.stderr" "$TMP/err"
		expect_same "$f: no output" /dev/null "$TMP/out"
	else
		echo "FAIL: $f has neither $base.expected nor $base.stderr"
		fail=1
	fi
done
# --sp TEXT: code to match, capitalized names are metavariables
"$SPATCH" --parse-cocci --sp 'foo(X, y, "Str");
Bar(X);' >"$TMP/out" 2>"$TMP/err"
expect_status "--sp" 0 $?
expect_same "--sp" sp-inline.golden "$TMP/out"
# -D NAME must name a virtual rule; -D NAME=VALUE is a virtual identifier
"$SPATCH" -D report --parse-cocci headers.cocci >"$TMP/out" 2>"$TMP/err"
expect_status "-D report" 0 $?
expect_same "-D report" headers.expected "$TMP/out"
"$SPATCH" -D nosuch --parse-cocci headers.cocci >"$TMP/out" 2>"$TMP/err"
expect_status "-D nosuch" 255 $?
expect_grep "-D nosuch" "^spatch: error: -D nosuch: the semantic patch has no .virtual nosuch'" "$TMP/err"
"$SPATCH" -D fname=foo --parse-cocci inherit.cocci >"$TMP/out" 2>"$TMP/err"
expect_status "-D fname=foo" 0 $?
[ $n -gt 40 ] || { echo "FAIL: only $n cases found"; fail=1; }
finish
