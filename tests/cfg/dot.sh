# tests/cfg/dot.sh - `spatch --control-flow` and `--control-flow-to-file`
# on real parsed C: the dot text of every golden case, the FILE:FUNCTION
# selection, spatch's dot file names (BASE:FUNCTION.dot in the current
# directory), and the errors for a missing function or file.
. "$srcdir/tests/lib.sh"
D=$srcdir/tests/cfg
# The cases of golden.sh (the same graphs from the real parser) and the
# ones in parsed/ that need it (labels holding their statement, macros
# recognised by the heuristics, computed goto).
for c in "$D"/*.c "$D"/parsed/*.c; do
	name=$(basename "$c" .c)
	[ "$name" = minicfg ] && continue
	"$SPATCH" --control-flow "$c" >"$TMP/$name.dot" 2>"$TMP/$name.err"
	expect_status "$name: --control-flow" 0 $?
	expect_same "$name: --control-flow" "${c%.c}.dot" "$TMP/$name.dot"
done

# FILE:FUNCTION prints that function only.
cat "$D/goto.c" "$D/switch.c" >"$TMP/two.c"
"$SPATCH" --control-flow "$TMP/two.c:sw" >"$TMP/sw.dot" 2>"$TMP/err"
expect_status "FILE:FUNCTION" 0 $?
grep -v '^digraph' "$D/switch.dot" >"$TMP/sw.want"
grep -v '^digraph' "$TMP/sw.dot" >"$TMP/sw.got"
expect_same "FILE:FUNCTION selects the function" "$TMP/sw.want" "$TMP/sw.got"

# --control-flow-to-file writes BASE:FUNCTION.dot in the current directory.
mkdir "$TMP/out"
(cd "$TMP/out" && "$SPATCH" --control-flow-to-file "$TMP/two.c") >"$TMP/out.log" 2>&1
expect_status "--control-flow-to-file" 0 $?
expect_same "two:probe.dot" "$D/goto.dot" "$TMP/out/two:probe.dot"
[ -f "$TMP/out/two:sw.dot" ] || { echo "FAIL: two:sw.dot not written"; fail=1; }

# Two definitions of one name (#ifdef/#else): the first one's file stays.
printf '#ifdef A\nint f(void)\n{\n\treturn 1;\n}\n#else\nint f(void)\n{\n\treturn 2;\n}\n#endif\n' >"$TMP/dup.c"
(cd "$TMP/out" && "$SPATCH" --control-flow-to-file "$TMP/dup.c") >"$TMP/out.log" 2>&1
expect_status "--control-flow-to-file, two definitions" 0 $?
expect_grep "first definition kept" "return 1;" "$TMP/out/dup:f.dot"

"$SPATCH" --control-flow "$TMP/two.c:nosuch" >/dev/null 2>"$TMP/err"
expect_status "missing function" 1 $?
expect_grep "missing function message" "no function 'nosuch'" "$TMP/err"
"$SPATCH" --control-flow "$TMP/nofile.c" >/dev/null 2>"$TMP/err"
expect_status "missing file" 1 $?
finish
