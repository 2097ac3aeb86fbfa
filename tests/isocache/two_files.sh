#!/bin/sh
# tests/isocache/two_files.sh - the forms of an isomorphism that fit a
# pattern node are decided by the node's kids too: a first file with no
# loop (where the rule's for loop is compared with other code) does not
# keep for_inc from matching the `++i' loops of the next file.
. "${srcdir:-.}/tests/lib.sh"
mkdir "$TMP/d" || exit 1
printf 'int x(void)\n{\n\treturn 0;\n}\n' >"$TMP/d/a.c"
cp "$srcdir/tests/isocache/for_inc.c" "$TMP/d/b.c"
"$SPATCH" --very-quiet --sp-file "$srcdir/tests/isocache/for_inc.cocci" \
	"$TMP/d/a.c" "$TMP/d/b.c" >"$TMP/diff" 2>&1
expect_grep "a.c then b.c: the ++i loop of one statement changed" '^-	for (i = 0; i < n; ++i) {' "$TMP/diff"
n=$(grep -c '^-	for' "$TMP/diff")
expect_status "loops changed" 2 "$n"
finish
