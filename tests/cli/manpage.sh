# tests/cli/manpage.sh - every option that --help lists is in spatch(1).
. "$srcdir/tests/lib.sh"
"$SPATCH" --help | sed -n 's/^  \(-[-a-zA-Z]*\).*/\1/p' > "$TMP/opts"
n=$(wc -l < "$TMP/opts")
[ "$n" -gt 30 ] || { echo "FAIL: only $n options in --help"; fail=1; }
while read -r opt; do
	roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
	grep -q -e "fB$roff\\\\fR" "$top_srcdir/man/spatch.1" || { echo "FAIL: $opt is not in man/spatch.1"; fail=1; }
done < "$TMP/opts"
finish
