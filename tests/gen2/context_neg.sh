#!/bin/sh
# tests/gen2/context_neg.sh - context mode (`*` lines): what spatch reports
# is a diff on standard output, not a changed file, so each
# tests/gen2/context_neg/NAME.cocci on NAME.c (neg_if followed by drop_else: an if without else whose test is the negation of the pattern's) is compared with NAME.diff
# (spatch 1.1.1's diff, its --- and +++ lines left out).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/gen2/context_neg
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	grep -v -e '^---' -e '^+++' "$TMP/out" >"$TMP/body"
	expect_same "$name report" "$d/$name.diff" "$TMP/body"
done
finish
