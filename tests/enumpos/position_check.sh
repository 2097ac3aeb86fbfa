#!/bin/sh
# tests/enumpos/position_check.sh - a position on an enumerator's name gives
# a script the name's line and columns (spatch 1.1.1's numbers).
. "$srcdir/tests/lib.sh"
[ "${LADYBUG_HAVE_PYTHON:-yes}" = no ] && exit 77
d=$srcdir/tests/enumpos
"$SPATCH" --very-quiet --sp-file "$d/script_pos.cocci" "$d/script_pos.c" 2>&1 | sort >"$TMP/out"
printf 'A 2 1 2 2\nC 4 1 4 2\n' >"$TMP/want"
expect_same script_pos "$TMP/want" "$TMP/out"
finish
