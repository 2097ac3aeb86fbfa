#!/bin/sh
# tests/ocaml/stdout.sh - what OCaml script rules print: Coccilib's org
# mode lines, the values scripts get (also under --dir, where files ()
# is the current file and dir () the folder), and the state an
# initialize rule keeps for the script and finalize rules.  Each case is
# NAME.cocci on NAME.c; NAME.stdout is what spatch 1.1.1 prints.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/ocaml
if [ "${LADYBUG_HAVE_OCAML:-yes}" = no ]; then
	echo "SKIP: a build without OCaml"; exit 77
fi

# case_out NAME [ARGS]: run NAME.cocci on NAME.c (or ARGS), compare stdout.
case_out() {
	name=$1
	shift
	exp=$d/$name.stdout
	[ $# -gt 0 ] && exp=$d/$name-dir.stdout
	[ $# -gt 0 ] || set -- "$name.c"
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" "$@") >"$TMP/out" 2>"$TMP/err"
	expect_status "$name $*" 0 $?
	expect_same "$name $* output" "$exp" "$TMP/out"
}

case_out org
case_out values
case_out values --dir vdir
case_out initfinal
finish
