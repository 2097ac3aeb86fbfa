#!/bin/sh
# tests/ret/implicit_return_position.sh - a position on `return ...;' bound at
# the implicit return is the function's closing brace (what the kernel's
# free/put_device.cocci reports); the output of data/implicit_return_position.cocci
# must equal data/implicit_return_position.out (spatch 1.1.1).
. "$srcdir/tests/lib.sh"
if [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ]; then
	echo "SKIP: needs Python script rules"; exit 77
fi
d=$srcdir/tests/ret/data
(cd "$d" && "$SPATCH" --very-quiet --sp-file implicit_return_position.cocci implicit_return_position.c) >"$TMP/out" 2>"$TMP/err"
expect_status implicit_return_position 0 $?
expect_same "positions" "$d/implicit_return_position.out" "$TMP/out"
finish
