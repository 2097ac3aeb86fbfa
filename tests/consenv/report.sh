#!/bin/sh
# tests/consenv/report.sh - a constraint naming another rule's position
# (`p != locked.p') in a rule that inherits values of a rule r which
# itself inherited locked.p compares with the places of the environments
# r extended (spatch 1.1.1): each tests/consenv/report/NAME.cocci on
# NAME.c prints NAME.stdout.  lockpair: a lock reached again after an
# unlock in one function does not make every lock of the file count as
# a first use.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/consenv/report
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --no-show-diff --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	expect_same "$name output" "$d/$name.stdout" "$TMP/out"
done
finish
