# tests/parsec/parsec.sh - `spatch --parse-c`: spatch's report format
# (golden stderr and stdout), folder walks, --parse-h/--parse-ch,
# --gen-macro-file, and bad input that must never crash.
. "$srcdir/tests/lib.sh"
d="$srcdir/tests/parsec"
cd "$d" || exit 1

# The report on five files: clean, two errors, error at end of file,
# unknown macros, #if 0 regions.  The first line names the macro file:
# drop it.
"$SPATCH" --parse-c good.c bad.c eof.c macros.c if0.c >"$TMP/out" 2>"$TMP/err"
expect_status "report exit status" 0 $?
expect_grep "report names the default macro file" "^init_defs_builtins: .*standard.h$" "$TMP/err"
sed 1d "$TMP/err" >"$TMP/err2"
expect_same "report (stderr)" report.err "$TMP/err2"
expect_same "report (stdout)" report.out "$TMP/out"

# Folders are walked recursively; --parse-h and --parse-ch pick headers.
for mode in c h ch; do
	"$SPATCH" --parse-$mode tree >"$TMP/out" 2>"$TMP/err"
	expect_status "--parse-$mode tree" 0 $?
	sed -n 's/^PARSING: //p' "$TMP/err" | sort >"$TMP/files"
	expect_same "--parse-$mode tree: files" tree-$mode.files "$TMP/files"
	expect_grep "--parse-$mode tree: all perfect" "pbs = 0; timeout = 0" "$TMP/out"
done
# The legacy spelling and a trailing slash.
"$SPATCH" -parse_c tree/ >"$TMP/out" 2>"$TMP/err"
expect_grep "-parse_c tree/" "^PARSING: tree/a.c$" "$TMP/err"

# --gen-macro-file: one definition per blamed macro, and parsing with
# the draft parses more lines.
"$SPATCH" --parse-c macros.c --gen-macro-file "$TMP/gen.h" >"$TMP/before" 2>/dev/null
expect_status "--gen-macro-file" 0 $?
expect_same "--gen-macro-file draft" gen.h "$TMP/gen.h"
"$SPATCH" --parse-c macros.c --macro-file "$TMP/gen.h" >"$TMP/after" 2>/dev/null
good() { sed -n 's/^nb good = \([0-9]*\),  nb bad.*/\1/p' "$1"; }
if [ "$(good "$TMP/after")" -le "$(good "$TMP/before")" ]; then
	echo "FAIL: the draft macro file does not improve the parse"
	fail=1
fi
"$SPATCH" --parse-c macros.c --gen-macro-file "$TMP/no/such/dir/gen.h" >/dev/null 2>"$TMP/err"
expect_status "--gen-macro-file unwritable" 2 $?
expect_grep "--gen-macro-file unwritable message" "gen.h" "$TMP/err"

# Bad input: never a crash, a message naming the file, the right status.
: >"$TMP/empty.c"
"$SPATCH" --parse-c "$TMP/empty.c" >"$TMP/out" 2>"$TMP/err"
expect_status "empty file" 0 $?
expect_grep "empty file is perfect" "perfect = 1;" "$TMP/out"

head -c 30000 "$SPATCH" >"$TMP/binary.c"
"$SPATCH" --parse-c "$TMP/binary.c" >"$TMP/out" 2>"$TMP/err"
expect_status "binary file" 1 $?
expect_grep "binary file message" "binary.c: binary file" "$TMP/err"

"$SPATCH" --parse-c "$TMP/missing" >"$TMP/out" 2>"$TMP/err"
expect_status "missing folder" 2 $?
expect_grep "missing folder message" "missing: No such file or directory" "$TMP/err"

printf 'int a;\n/* never closed\nint b;\n' >"$TMP/comment.c"
"$SPATCH" --parse-c "$TMP/comment.c" >"$TMP/out" 2>"$TMP/err"
expect_status "unterminated comment" 0 $?
expect_grep "unterminated comment message" "comment.c:2:1: error: unterminated comment" "$TMP/err"

printf 'char *s = "never closed;\nint b;\n' >"$TMP/string.c"
"$SPATCH" --parse-c "$TMP/string.c" >"$TMP/out" 2>"$TMP/err"
expect_status "unterminated string" 0 $?
expect_grep "unterminated string: a parse error" "pbs = 1;" "$TMP/out"

# 20000 nested parentheses and blocks.
awk 'BEGIN { printf "int x = "; for (i = 0; i < 20000; i++) printf "("; printf "1";
	     for (i = 0; i < 20000; i++) printf ")"; print ";";
	     printf "void f(void) "; for (i = 0; i < 20000; i++) printf "{";
	     for (i = 0; i < 20000; i++) printf "}"; print "" }' >"$TMP/deep.c"
"$SPATCH" --parse-c "$TMP/deep.c" >"$TMP/out" 2>"$TMP/err"
expect_status "deep nesting" 0 $?
expect_grep "deep nesting summary" "NB total files = 1;" "$TMP/out"

if [ "$(id -u)" != 0 ]; then
	printf 'int a;\n' >"$TMP/secret.c"
	chmod 000 "$TMP/secret.c"
	"$SPATCH" --parse-c "$TMP/secret.c" >"$TMP/out" 2>"$TMP/err"
	expect_status "unreadable file" 1 $?
	expect_grep "unreadable file message" "secret.c: Permission denied" "$TMP/err"
fi
finish
