#!/bin/sh
# tests/gen4/context.sh - context mode (`*` lines): what spatch reports
# is a diff on standard output, not a changed file, so each
# tests/gen4/context/NAME.cocci on NAME.c is compared with NAME.diff
# (spatch 1.1.1's diff, its --- and +++ lines left out).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/gen4/context
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	grep -v -e '^---' -e '^+++' "$TMP/out" >"$TMP/body"
	expect_same "$name report" "$d/$name.diff" "$TMP/body"
done
finish
