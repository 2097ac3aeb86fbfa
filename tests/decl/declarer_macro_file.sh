# tests/decl/declarer_macro_file.sh - a name the semantic patch declares
# as a declarer (`declarer name MY_DECLARE;`) stays a declarer call in
# the code, though the macro file gives it a body: the pattern
# `MY_DECLARE(v, T);` finds it at toplevel and in a function body.
. "$top_srcdir/tests/lib.sh"

d="$srcdir/tests/decl/macro_file"
"$SPATCH" --very-quiet --macro-file "$d/declarer_body.h" \
	--sp-file "$d/declarer_body.cocci" "$d/declarer_body.c" \
	-o "$TMP/out.c" > "$TMP/stdout" 2> "$TMP/stderr"
expect_status "spatch" 0 $?
expect_same "declarers rewritten" "$d/declarer_body.res" "$TMP/out.c"
finish
