#!/bin/sh
# tests/gen3/positions.sh - positions a script sees after earlier rules
# changed the file: code they kept is where it stood in the file read
# (spatch 1.1.1).  Each tests/gen3/pos/NAME.cocci on NAME.c prints what
# NAME.stdout holds (spatch's output).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/gen3/pos
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --no-show-diff --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	expect_same "$name positions" "$d/$name.stdout" "$TMP/out"
done
finish
