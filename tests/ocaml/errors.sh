#!/bin/sh
# tests/ocaml/errors.sh - OCaml scripts that cannot run: the compiler's
# message and the rule it is about (a script rule, a constraint), an
# exception raised by a script (its message, the rule, the line it was
# raised at) or by initialize code, no OCaml compiler on the PATH (every
# OCaml rule is named), and a spatch built without OCaml.  Each is an
# error with a non-zero exit status.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/ocaml/err

# run NAME [ENV...]: spatch on err/NAME.cocci and err/e.c, in $TMP/out
# and $TMP/err, the status in $st.
run() {
	name=$1
	shift
	(cd "$d" && env "$@" "$SPATCH" --very-quiet --sp-file "$name.cocci" e.c) \
		>"$TMP/out" 2>"$TMP/err"
	st=$?
}

if [ "${LADYBUG_HAVE_OCAML:-yes}" = no ]; then
	run fail
	expect_status "without OCaml" 255 $st
	expect_grep "without OCaml" "fail.cocci:6: error: script:ocaml rule \`s' cannot run: this spatch was built without OCaml" "$TMP/err"
	finish
fi

run syntax
expect_status "syntax error" 255 $st
expect_grep "syntax error: the compiler's message" 'Error: Syntax error' "$TMP/err"
expect_grep "syntax error: the rule" "syntax.cocci:6: error: script:ocaml rule \`s' does not compile" "$TMP/err"

run ctype
expect_status "type error" 255 $st
expect_grep "type error: the compiler's message" 'but an expression was expected of type' "$TMP/err"
expect_grep "type error: the constraint" "ctype.cocci:2: error: the script:ocaml constraint on fn does not compile" "$TMP/err"
[ -s "$TMP/out" ] && { echo "FAIL: type error: output"; cat "$TMP/out"; fail=1; }

run fail
expect_status "failwith" 255 $st
expect_grep "failwith: message, rule and line" "fail.cocci:6: error: script:ocaml rule \`s': Failure: bad 2 (raised at line 11)" "$TMP/err"
printf 'got 1\ngot 2\n' >"$TMP/want"
expect_same "failwith: what the script printed before" "$TMP/want" "$TMP/out"

run notfound
expect_status "Not_found" 255 $st
expect_grep "Not_found" "notfound.cocci:10: error: script:ocaml rule: exception Not_found (raised at line 13)" "$TMP/err"

run init
expect_status "initialize raises" 255 $st
expect_grep "initialize raises" 'init.cocci:1: error: initialize:ocaml rule: exception Invalid_argument("no setup")' "$TMP/err"

# No OCaml compiler: an empty cache, and no ocamlfind or ocamlopt on the
# PATH.  Every OCaml unit is named.
mkdir "$TMP/cache" "$TMP/bin"
run notfound PATH="$TMP/bin" LADYBUG_OCAML_CACHE="$TMP/cache"
expect_status "no compiler" 255 $st
expect_grep "no compiler: initialize" "notfound.cocci:1: error: initialize:ocaml rule cannot run: no OCaml compiler was found" "$TMP/err"
expect_grep "no compiler: script" "notfound.cocci:10: error: script:ocaml rule cannot run: no OCaml compiler was found" "$TMP/err"
[ -s "$TMP/out" ] && { echo "FAIL: no compiler: output"; cat "$TMP/out"; fail=1; }

# The compiled code is kept: a second run with the same cache does not
# compile again (it works without a compiler).
cp "$srcdir/tests/ocaml/initfinal.cocci" "$srcdir/tests/ocaml/initfinal.c" "$TMP/"
(cd "$TMP" && LADYBUG_OCAML_CACHE="$TMP/cache" "$SPATCH" --very-quiet --sp-file initfinal.cocci initfinal.c) >"$TMP/out1" 2>&1
expect_same "cold cache" "$srcdir/tests/ocaml/initfinal.stdout" "$TMP/out1"
(cd "$TMP" && PATH="$TMP/bin" LADYBUG_OCAML_CACHE="$TMP/cache" "$SPATCH" --very-quiet --sp-file initfinal.cocci initfinal.c) >"$TMP/out2" 2>&1
expect_same "warm cache, no compiler" "$srcdir/tests/ocaml/initfinal.stdout" "$TMP/out2"
finish
