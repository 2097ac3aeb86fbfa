#!/bin/sh
# tests/gen4/script.sh - what scripts see of a rule's matches: each
# tests/gen4/script/NAME.cocci on NAME.c prints what NAME.stdout holds
# (spatch 1.1.1's output).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/gen4/script
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --no-show-diff --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	expect_same "$name output" "$d/$name.stdout" "$TMP/out"
done
finish
