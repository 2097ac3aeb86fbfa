#!/bin/sh
# tests/jobs/shares.sh - --max N --index I, the unit of spreading a run
# over several hosts: the outputs of all the shares, put together, are
# the output of one whole run (same diff, same reports), whatever N, and
# in order once sorted by file; each share may itself use --jobs.
. "${srcdir:-.}/tests/lib.sh"
. "$srcdir/tests/jobs/data/corpus.sh"
cd "$TMP/tree" || exit 1

# The blocks of a diff (one per file, from its `diff -u' line), sorted by file.
by_file() {
	awk '/^diff -u/ { n++ } { printf "%s\t%06d\t%s\n", (n ? $0 ~ /^diff -u/ ? (f = $NF) : f : ""), NR, $0 }' "$1" |
		sort -t '	' -k1,1 -k2,2n | cut -f3-
}

for mode in patch context report; do
	[ $mode = report ] && [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && continue
	"$SPATCH" -D $mode --very-quiet --sp-file "$TMP/p.cocci" --dir . --include-headers \
		>"$TMP/all.out" 2>&1
	expect_status "$mode: whole run" 0 $?
	[ -s "$TMP/all.out" ] || { echo "FAIL: $mode: the whole run printed nothing"; fail=1; }
	for n in 1 2 3 5 30; do
		for j in 1 2; do
			: >"$TMP/shares.out"
			i=0
			while [ $i -lt $n ]; do
				"$SPATCH" -D $mode --very-quiet --sp-file "$TMP/p.cocci" --dir . \
					--include-headers --max $n --index $i --jobs $j >"$TMP/one.out" 2>&1
				expect_status "$mode --max $n --index $i --jobs $j" 0 $?
				cat "$TMP/one.out" >>"$TMP/shares.out"
				i=$((i + 1))
			done
			expect_same "$mode: $n shares (--jobs $j) are the whole run" \
				"$TMP/all.out" "$TMP/shares.out"
		done
	done
	# Shares run in any order (several hosts): the same once sorted by file.
	: >"$TMP/shares.out"
	for i in 2 0 1; do
		"$SPATCH" -D $mode --very-quiet --sp-file "$TMP/p.cocci" --dir . --include-headers \
			--max 3 --index $i >>"$TMP/shares.out" 2>&1
	done
	if [ $mode = report ]; then
		sort "$TMP/all.out" >"$TMP/a.sorted"
		sort "$TMP/shares.out" >"$TMP/s.sorted"
	else
		by_file "$TMP/all.out" >"$TMP/a.sorted"
		by_file "$TMP/shares.out" >"$TMP/s.sorted"
	fi
	expect_same "$mode: shares in another order, sorted by file" "$TMP/a.sorted" "$TMP/s.sorted"
done
finish
