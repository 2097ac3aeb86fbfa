# tests/macros/macros.sh - the macro file and the macro heuristics: the
# tokens the parser receives (--debug-tokens) for kernel-style code.
. "$srcdir/tests/lib.sh"
d="$srcdir/tests/macros"

check() {   # NAME [OPTIONS...]: tokens of NAME.c against NAME.tokens
	name=$1
	shift
	(cd "$d" && "$SPATCH" "$@" --debug-tokens "$name.c") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name exit status" 0 $?
	expect_same "$name tokens" "$d/$name.tokens" "$TMP/out"
	expect_same "$name has no messages" /dev/null "$TMP/err"
}

check kernel
check ifdef
check decls
check custom --macro-file custom.h
# The same file with the default macros replaced: hints and expansions
# from custom.h are gone, standard.h's too (__init stays an identifier).
check builtins --macro-file-builtins custom.h

# A macro file that cannot be read is an error naming it.
"$SPATCH" --macro-file "$TMP/nope.h" --debug-tokens "$d/kernel.c" >/dev/null 2>"$TMP/err"
expect_status "missing macro file" 2 $?
expect_grep "missing macro file message" "nope.h" "$TMP/err"

# Hidden and expanded tokens never change the printed file.
"$SPATCH" --debug-roundtrip "$d" >"$TMP/rt" 2>&1
expect_status "round trip" 0 $?
finish
