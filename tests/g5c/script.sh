#!/bin/sh
# tests/g5c/script.sh - what scripts see of bound code: each
# tests/g5c/script/NAME.cocci on NAME.c prints the lines NAME.stdout
# holds (spatch 1.1.1's output, sorted: the order of the script runs is
# not what these cases check).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/g5c/script
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --no-show-diff --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	sort "$TMP/out" >"$TMP/sorted"
	expect_same "$name output" "$d/$name.stdout" "$TMP/sorted"
done
finish
