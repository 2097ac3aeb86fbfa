#!/bin/sh
# tests/kernel/report.sh - what the Python scripts of report-style rules
# print, for cases reduced from the kernel's report-mode patches: each
# tests/kernel/report/NAME.cocci on NAME.c, compared with NAME.stdout
# (what spatch 1.1.1 prints).
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/kernel/report
for cocci in "$d"/*.cocci; do
	name=$(basename "$cocci" .cocci)
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$name.c") >"$TMP/out" 2>"$TMP/err"
	st=$?
	if grep -q "built without" "$TMP/err"; then
		expect_status "$name without Python" 255 $st
		continue
	fi
	expect_status "$name" 0 $st
	expect_same "$name output" "$d/$name.stdout" "$TMP/out"
done
finish
