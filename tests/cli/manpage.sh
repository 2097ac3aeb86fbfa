# tests/cli/manpage.sh - every option that --help lists is in spatch(1).
. "$srcdir/tests/lib.sh"
"$SPATCH" --help > "$TMP/help"
sed -n 's/^  \(-[-a-zA-Z]*\).*/\1/p' "$TMP/help" > "$TMP/opts"
n=$(wc -l < "$TMP/opts")
[ "$n" -gt 30 ] || { echo "FAIL: only $n options in --help"; fail=1; }
while read -r opt; do
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1" || { echo "FAIL: $opt is not in man/spatch.1"; fail=1; }
done < "$TMP/opts"
# the options accepted and ignored, listed after the others: each is in
# spatch(1), and accepted (with its argument, when it takes one)
sed -n '/^Accepted for compatibility/,/^$/p' "$TMP/help" | tr ',.' '\n\n' |
	sed -n 's/^ *\(--[-a-z]*\( ARG\)*\) *$/\1/p' > "$TMP/ignored"
[ -s "$TMP/ignored" ] || { echo "FAIL: --help lists no ignored option"; fail=1; }
while read -r opt arg; do
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1" || { echo "FAIL: ignored $opt is not in man/spatch.1"; fail=1; }
	"$SPATCH" "$opt" ${arg:+x} --version >/dev/null 2>&1 || { echo "FAIL: $opt is not accepted"; fail=1; }
done < "$TMP/ignored"
finish
