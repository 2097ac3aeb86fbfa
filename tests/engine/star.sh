#!/bin/sh
# tests/engine/star.sh - what `*' lines report: each
# tests/engine/star/NAME.cocci on NAME.c prints the diff in NAME.out
# (made by spatch 1.1.1; the file names of the diff's header lines are
# not compared).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/engine/star
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$name.c") >"$TMP/raw" 2>"$TMP/err"
	expect_status "$name" 0 $?
	sed '1,2s/^\([-+][-+][-+]\) .*/\1/' "$TMP/raw" >"$TMP/out"
	expect_same "$name report" "$d/$name.out" "$TMP/out"
done
finish
