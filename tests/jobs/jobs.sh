#!/bin/sh
# tests/jobs/jobs.sh - --jobs N prints exactly what a sequential run
# prints (standard output and error, in the same order) and exits with
# the same status, in patch, context and report mode, over files that
# match, files the prefilter skips, a file that does not parse and a
# header; also when a file cannot be read.
. "${srcdir:-.}/tests/lib.sh"
. "$srcdir/tests/jobs/data/corpus.sh"
cd "$TMP/tree" || exit 1
py=yes
[ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && py=no
for mode in patch context report; do
	[ $mode = report ] && [ $py = no ] && continue
	for q in "" --very-quiet; do
		# shellcheck disable=SC2086
		"$SPATCH" -D $mode $q --sp-file "$TMP/p.cocci" --dir . --include-headers \
			>"$TMP/seq.out" 2>"$TMP/seq.err"
		s1=$?
		expect_status "$mode $q: sequential" 0 $s1
		for j in 2 3; do
			# shellcheck disable=SC2086
			"$SPATCH" -D $mode $q --sp-file "$TMP/p.cocci" --dir . --include-headers \
				--jobs $j >"$TMP/par.out" 2>"$TMP/par.err"
			expect_status "$mode $q --jobs $j" $s1 $?
			expect_same "$mode $q --jobs $j: standard output" "$TMP/seq.out" "$TMP/par.out"
			expect_same "$mode $q --jobs $j: standard error" "$TMP/seq.err" "$TMP/par.err"
		done
	done
done
# The run did something: 9 + 1 (the header) files changed, skipped files told.
"$SPATCH" -D patch --sp-file "$TMP/p.cocci" --dir . --include-headers --jobs 2 \
	>"$TMP/par.out" 2>"$TMP/par.err"
[ "$(grep -c '^+++ ' "$TMP/par.out")" = 10 ] || { echo "FAIL: not 10 files changed"; fail=1; }
expect_grep "skipped files are told" "^Skipping: ./a/s1.c" "$TMP/par.err"
if [ $py = yes ]; then
	"$SPATCH" -D report --very-quiet --sp-file "$TMP/p.cocci" --dir . --jobs 2 >"$TMP/rep.out" 2>&1
	[ "$(grep -c 'old_get with' "$TMP/rep.out")" = 18 ] ||
		{ echo "FAIL: report: not 18 lines"; cat "$TMP/rep.out"; fail=1; }
fi
# A file that cannot be read: the same status and output.
ln -s "$TMP/no-such-file.c" "$TMP/tree/a/gone.c"
"$SPATCH" -D patch --sp-file "$TMP/p.cocci" --dir . >"$TMP/seq.out" 2>"$TMP/seq.err"
s1=$?
[ $s1 = 0 ] && { echo "FAIL: an unreadable file: status 0"; fail=1; }
"$SPATCH" -D patch --sp-file "$TMP/p.cocci" --dir . --jobs 2 >"$TMP/par.out" 2>"$TMP/par.err"
expect_status "an unreadable file, --jobs 2" $s1 $?
expect_same "an unreadable file, --jobs 2: standard output" "$TMP/seq.out" "$TMP/par.out"
expect_same "an unreadable file, --jobs 2: standard error" "$TMP/seq.err" "$TMP/par.err"
finish
