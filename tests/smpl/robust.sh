# tests/smpl/robust.sh - no semantic patch, however malformed, crashes or
# hangs the SmPL front end: every prefix (in steps) of every test patch,
# and each with one byte replaced, must give exit status 0 or 255 within
# a few seconds.
. "$srcdir/tests/lib.sh"
cd "$srcdir/tests/smpl" || exit 1
runs=0
check() {
	timeout 5 "$SPATCH" --parse-cocci "$1" >/dev/null 2>&1
	rc=$?
	runs=$((runs + 1))
	if [ $rc -ne 0 ] && [ $rc -ne 255 ]; then
		echo "FAIL: status $rc on a variant of $2:"
		cat "$1"
		fail=1
	fi
}
for f in *.cocci *.iso; do
	size=$(wc -c < "$f")
	ext=${f##*.}
	i=1
	while [ $i -lt "$size" ]; do
		head -c $i "$f" > "$TMP/v.$ext"
		check "$TMP/v.$ext" "$f"
		for b in '@' '(' '"' '/' '{'; do
			{ head -c $i "$f"; printf '%s' "$b"; tail -c +$((i + 2)) "$f"; } > "$TMP/w.$ext"
			check "$TMP/w.$ext" "$f"
		done
		i=$((i + 23))
	done
done
[ $runs -gt 500 ] || { echo "FAIL: only $runs runs"; fail=1; }
finish
