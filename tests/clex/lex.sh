# tests/clex/lex.sh - the C lexer: golden token dumps, error messages,
# and a byte-exact round trip of every input.
. "$srcdir/tests/lib.sh"
d="$srcdir/tests/clex"

for f in "$d"/*.c "$d"/*.h; do
	base=${f%.*}
	name=$(basename "$f")
	(cd "$d" && "$SPATCH" --debug-tokens "$name") >"$TMP/out" 2>"$TMP/err"
	st=$?
	expect_same "$name tokens" "$base.tokens" "$TMP/out"
	if [ -f "$base.err" ]; then
		sed "s|^tests/clex/||" "$base.err" >"$TMP/want-err"
		expect_same "$name messages" "$TMP/want-err" "$TMP/err"
		expect_status "$name exit status" 1 $st
	else
		expect_same "$name has no messages" /dev/null "$TMP/err"
		expect_status "$name exit status" 0 $st
	fi
done

# Every input, good or bad, prints back byte for byte.
"$SPATCH" --debug-roundtrip "$d" >"$TMP/rt" 2>/dev/null
expect_status "round trip" 0 $?
expect_grep "round trip summary" "failed 0\|, 0 failed" "$TMP/rt"

# A NUL byte and a binary file: reported, never a crash.
printf 'int a;\0int b;\n' >"$TMP/nul.c"
"$SPATCH" --debug-tokens "$TMP/nul.c" >"$TMP/out" 2>"$TMP/err"
expect_status "NUL byte" 1 $?
expect_grep "NUL byte message" "nul.c:1:7: error: NUL byte" "$TMP/err"
head -c 20000 "$SPATCH" >"$TMP/bin.c"
"$SPATCH" --debug-roundtrip "$TMP/bin.c" >"$TMP/out" 2>/dev/null
expect_status "binary file round trip" 0 $?

# Missing file: a message naming it.
"$SPATCH" --debug-tokens "$TMP/missing.c" >/dev/null 2>"$TMP/err"
expect_status "missing file" 1 $?
expect_grep "missing file message" "missing.c" "$TMP/err"
finish
