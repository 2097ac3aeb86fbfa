#!/bin/sh
# tests/plusview/plusview.sh - the minus and plus views of a rule must be
# code of one kind: statements replaced by a bare expression, an
# expression by statements or by a type are refused with a message naming
# the lines, a non-zero status and no output (spatch 1.1.1: "incompatible
# minus and plus code"); statements replaced by a declaration, an
# expression by an expression, and added code after kept statements are
# accepted.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/plusview
for c in stmt_to_expr expr_to_stmt expr_to_type; do
	"$SPATCH" --very-quiet --sp-file "$d/$c.cocci" "$d/code.c" >"$TMP/out" 2>"$TMP/err"
	expect_status "$c" 1 $?
	expect_grep "$c" "incompatible minus and plus code starting on lines 4 and 5" "$TMP/err"
	[ -s "$TMP/out" ] && { echo "FAIL: $c: output"; fail=1; }
done
for c in kept_then_expr stmt_to_decl expr_to_expr; do
	"$SPATCH" --very-quiet --sp-file "$d/$c.cocci" "$d/code.c" >"$TMP/out" 2>"$TMP/err"
	expect_status "$c" 0 $?
	expect_grep "$c" "^+" "$TMP/out"
done
finish
