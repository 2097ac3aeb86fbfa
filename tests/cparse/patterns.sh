# tests/cparse/patterns.sh - the C parser's pattern mode (SmPL bodies with
# metavariables, dots, when, nests, disjunctions, positions, optional
# statements; expression, type and identifier starts; errors), through
# the unit program that builds SmPL-like token arrays.
. "$srcdir/tests/lib.sh"
unit=./tests/cparse/unit
[ -x "$unit" ] || unit="$(dirname "$SPATCH")/../tests/cparse/unit"
"$unit" patterns >"$TMP/out" 2>/dev/null
expect_status "patterns run" 0 $?
expect_same "pattern dumps" "$srcdir/tests/cparse/patterns.expected" "$TMP/out"
finish
