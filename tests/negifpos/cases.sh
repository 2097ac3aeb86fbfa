#!/bin/sh
# tests/negifpos/cases.sh - the environments a rule `if (E) S1 else S2'
# gives a script: on `if (!a) S1 else S2' both E = !a and, through the
# neg_if isomorphism with the branches swapped, E = a; a position on the
# `if', on the test (`E@p': the test inside the `!') or on the `else'
# does not lose the second.  NAME.stdout is what spatch 1.1.1 prints.
. "$srcdir/tests/lib.sh"
d=$srcdir/tests/negifpos
if [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ]; then
	echo "SKIP: needs Python script rules"; exit 77
fi
for name in pos_if pos_test pos_else no_pos; do
	(cd "$d" && "$SPATCH" --very-quiet --sp-file "$name.cocci" negif.c) >"$TMP/out" 2>"$TMP/err"
	expect_status "$name" 0 $?
	expect_same "$name output" "$d/$name.stdout" "$TMP/out"
done
finish
