# tests/cparse/ast.sh - the C parser: golden --debug-ast dumps of tricky
# constructs (GNU extensions, typedef guessing, preprocessor lines in
# lists, macro heuristics, error recovery, an empty file), and bad
# input that must give a clean message: 20,000 nested parentheses or
# blocks, an operator chain deeper than the tree may grow.
. "$srcdir/tests/lib.sh"
d="$srcdir/tests/cparse"

for f in "$d"/*.c; do
	base=${f%.c}
	name=$(basename "$f")
	case $name in unit.c) continue ;; esac
	(cd "$d" && "$SPATCH" --debug-ast "$name") >"$TMP/out" 2>"$TMP/err"
	st=$?
	expect_same "$name tree" "$base.ast" "$TMP/out"
	if [ -s "$base.err" ]; then
		expect_same "$name messages" "$base.err" "$TMP/err"
		expect_status "$name exit status" 1 $st
	else
		expect_same "$name has no messages" /dev/null "$TMP/err"
		expect_status "$name exit status" 0 $st
	fi
done

# Deep nesting: a clean FILE:LINE:COL error, no crash, and the
# definitions after the deep one are still parsed.
awk 'BEGIN { printf "int a = "; for (i = 0; i < 20000; i++) printf "("; printf "1";
	for (i = 0; i < 20000; i++) printf ")"; printf ";\nint after;\n" }' >"$TMP/parens.c"
"$SPATCH" --debug-ast "$TMP/parens.c" >"$TMP/out" 2>"$TMP/err"
expect_status "20000 parentheses" 1 $?
expect_grep "20000 parentheses message" "parens.c:1:[0-9]*: error: nesting too deep" "$TMP/err"
expect_grep "after the parentheses" "DR_IDENT 2:5-2:10 name=after" "$TMP/out"

awk 'BEGIN { printf "void f(void)\n"; for (i = 0; i < 20000; i++) printf "{";
	for (i = 0; i < 20000; i++) printf "}"; printf "\nint after;\n" }' >"$TMP/blocks.c"
"$SPATCH" --debug-ast "$TMP/blocks.c" >"$TMP/out" 2>"$TMP/err"
expect_status "20000 blocks" 1 $?
expect_grep "20000 blocks message" "blocks.c:2:[0-9]*: error: nesting too deep" "$TMP/err"
expect_grep "after the blocks" "DR_IDENT 3:5-3:10 name=after" "$TMP/out"

awk 'BEGIN { printf "int x = 1"; for (i = 0; i < 50000; i++) printf " + 1"; printf ";\nint after;\n" }' >"$TMP/chain.c"
"$SPATCH" --debug-ast "$TMP/chain.c" >"$TMP/out" 2>"$TMP/err"
expect_status "long operator chain" 1 $?
expect_grep "long chain message" "chain.c:1:[0-9]*: error: nesting too deep" "$TMP/err"
expect_grep "after the chain" "DR_IDENT 2:5-2:10 name=after" "$TMP/out"

# An unterminated function at the end of the file.
printf 'int ok;\nint f(void)\n{\n\treturn 1;\n' >"$TMP/eof.c"
"$SPATCH" --debug-ast "$TMP/eof.c" >"$TMP/out" 2>"$TMP/err"
expect_status "unterminated function" 1 $?
expect_grep "unterminated function message" "eof.c:5:1: error: syntax error" "$TMP/err"
expect_grep "unterminated function keeps the first declaration" "DR_IDENT 1:5-1:7 name=ok" "$TMP/out"
expect_grep "unterminated function is an error region" "TOP_ERROR 2:1-4:11" "$TMP/out"
finish
