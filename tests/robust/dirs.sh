# tests/robust/dirs.sh - --dir on a folder that does not exist, and on a
# folder holding symbolic links back to itself: a clear message, the exact
# exit status, and no endless walk.
. "$srcdir/tests/lib.sh"

printf '@@\nexpression E;\n@@\n- foo(E)\n+ bar(E)\n' >"$TMP/p.cocci"

"$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/missing" >"$TMP/out" 2>"$TMP/err"
expect_status "--dir on a missing folder" 1 $?
expect_grep "--dir missing: message" \
	"^spatch: error: cannot open directory $TMP/missing: No such file or directory\$" "$TMP/err"

# Two links to the folder itself: following them would walk 2^64 paths.
mkdir "$TMP/loop"
printf 'int f(void) { return foo(1); }\n' >"$TMP/loop/a.c"
ln -s . "$TMP/loop/x"
ln -s . "$TMP/loop/y"
timeout 20 "$SPATCH" --sp-file "$TMP/p.cocci" --dir "$TMP/loop" >"$TMP/out" 2>"$TMP/err"
expect_status "--dir with link loops" 0 $?
expect_grep "--dir with link loops: the file is patched once" "^+int f(void) { return bar(1); }\$" "$TMP/out"
n=$(grep -c '^+int f' "$TMP/out")
expect_status "--dir with link loops: one diff" 1 "$n"
finish
