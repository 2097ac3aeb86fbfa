# tests/cfg/limits.sh - the graph builder on large and deep functions:
# 6,000 statements in well under a second (linear time) with consistent
# successor/predecessor arrays, and nesting beyond the limit (5,000
# statements; `if (x) {` nests two) failing
# cleanly instead of crashing.
. "$srcdir/tests/lib.sh"
MINICFG=${SPATCH%/src/spatch}/tests/cfg/minicfg
"$MINICFG" --big 6000 >"$TMP/big" 2>&1
expect_status "6000 statements" 0 $?
expect_grep "6000 statements: node count" "^nodes [0-9]* edges" "$TMP/big"
"$MINICFG" --big 60000 >"$TMP/big2" 2>&1
expect_status "60000 statements" 0 $?
"$MINICFG" --deep 1000 >"$TMP/deep" 2>&1
expect_status "1000 deep" 0 $?
expect_grep "1000 deep builds" "^nodes" "$TMP/deep"
"$MINICFG" --deep 2600 >"$TMP/deep2" 2>&1
expect_status "2600 deep" 0 $?
expect_grep "2600 deep fails cleanly" "error: statements nested too deeply" "$TMP/deep2"
finish
