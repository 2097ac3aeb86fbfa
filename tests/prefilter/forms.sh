#!/bin/sh
# tests/prefilter/forms.sh - the prefilter never skips a file that could
# match and skips those that cannot: for each case NAME.cocci of this
# folder, NAME.c (which matches; its result is checked by the golden
# case) is parsed, and each NAME.skip*.c (which lacks a name every match
# needs) is skipped without being parsed ("Skipping:" on standard error).
. "${srcdir:-.}/tests/lib.sh"
dir=$srcdir/tests/prefilter
for c in "$dir"/*.cocci; do
	b=${c%.cocci}
	n=$(basename "$b")
	[ -f "$b.res" ] || continue
	"$SPATCH" --sp-file "$c" "$b.c" >"$TMP/out" 2>"$TMP/err"
	if grep -q '^Skipping:' "$TMP/err"; then
		echo "FAIL: $n: $n.c was skipped"; fail=1
	fi
	for s in "$b".skip*.c; do
		[ -f "$s" ] || continue
		"$SPATCH" --sp-file "$c" "$s" >"$TMP/out" 2>"$TMP/err"
		expect_grep "$n: $(basename "$s") skipped" '^Skipping:' "$TMP/err"
		[ -s "$TMP/out" ] && { echo "FAIL: $n: output for $(basename "$s")"; fail=1; }
	done
done
# Script rules (outputs as spatch 1.1.1 prints them).
if [ "${LADYBUG_HAVE_PYTHON:-yes}" != no ]; then
	"$SPATCH" --very-quiet --sp-file "$dir/script_free.cocci" "$dir/script.c" >"$TMP/out" 2>&1
	printf 'free\n' >"$TMP/want"
	expect_same "script_free: one file" "$TMP/want" "$TMP/out"
	mkdir "$TMP/d"
	cp "$dir/script.c" "$TMP/d/a.c"
	cp "$dir/script.c" "$TMP/d/b.c"
	"$SPATCH" --very-quiet --sp-file "$dir/script_free.cocci" --dir "$TMP/d" >"$TMP/out" 2>&1
	printf 'free\nfree\n' >"$TMP/want"
	expect_same "script_free: a folder" "$TMP/want" "$TMP/out"
	"$SPATCH" --very-quiet --sp-file "$dir/script_free.cocci" "$TMP/d/a.c" "$TMP/d/b.c" \
		>"$TMP/out" 2>&1
	printf 'free\n' >"$TMP/want"
	expect_same "script_free: two files, one unit" "$TMP/want" "$TMP/out"
	"$SPATCH" --very-quiet --sp-file "$dir/script_dep.cocci" "$dir/script.c" >"$TMP/out" 2>&1
	printf 'default none\n' >"$TMP/want"
	expect_same "script_dep: default value" "$TMP/want" "$TMP/out"
fi
finish
