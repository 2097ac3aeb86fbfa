#!/bin/sh
# tests/quant/star.sh - the quantifier of a rule of `*` lines: exists by
# default, as its header says when it says one.  `* memset(E, 0, ...);
# ... when != E * kfree(E);' over three functions: straight (every path
# is clean), branch (one path uses E), loop (the loop's back edge leads
# to a use of E).  Counts of starred lines from spatch 1.1.1.
. "${srcdir:-.}/tests/lib.sh"
dir=$srcdir/tests/quant
for q in default exists forall; do
	case $q in
	default) head='@r@' ;;
	*) head="@r $q@" ;;
	esac
	printf '%s\nexpression E;\n@@\n* memset(E, 0, ...);\n  ... when != E\n* kfree(E);\n' "$head" >"$TMP/q.cocci"
	for f in straight branch loop; do
		case $q-$f in
		forall-branch|forall-loop) want=0 ;;
		*) want=2 ;;
		esac
		"$SPATCH" --very-quiet --sp-file "$TMP/q.cocci" "$dir/$f.c" >"$TMP/out" 2>"$TMP/err"
		got=$(grep -c '^-	' "$TMP/out")
		if [ "$got" != "$want" ]; then
			echo "FAIL: $q, $f: $got starred lines, expected $want"
			cat "$TMP/out"
			fail=1
		fi
	done
done
finish
