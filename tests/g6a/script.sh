#!/bin/sh
# tests/g6a/script.sh - how often a script rule runs: once per distinct
# tuple of the values it names (spatch 1.1.1), values inherited from
# code rules compared by their text (a local variable of one function
# and the same name in another are one value).  Each
# tests/g6a/script/NAME.cocci on NAME.c prints NAME.stdout (spatch's
# output, in its order).  nest_pos_*: a position inherited from
# several matches of an earlier rule and used inside a nest pairs, in
# the later rule's environments, only with the occurrences that used it.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/g6a/script
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --no-show-diff --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	expect_same "$name output" "$d/$name.stdout" "$TMP/out"
done
finish
